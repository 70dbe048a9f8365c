(* Corpus AC, family "camlpdf": a tiny page-description interpreter that writes
   PDF through CamlPDF (Debian libcamlpdf-ocaml-dev 2.5.3).
   Usage:  caml_render widths            -> "Font\tglyphname\twidth" (AFM data built into CamlPDF)
           caml_render render IN.tsv OUT.pdf
   IN.tsv (tab separated, strings as hex):
     INFO  key  hexbytes                 (bytes already a PDF text string, e.g. UTF-16BE+BOM)
     FONT  Fk  BaseFont  first  last  w,w,...  code:glyph,code:glyph,...   (simple Type1, /Differences)
     PAGE  w  h  rotate
     T     Fk  size  a b c d e f  gray  hexbytes  adj,adj,...  (TJ array: adj after byte i, thousandths)
     L     x1 y1 x2 y2 lw gray
     R     x y w h fill stroke lw          (fill/stroke gray, -1 = none) *)

let hex_decode s =
  let n = String.length s / 2 in
  String.init n (fun i -> Char.chr (int_of_string ("0x" ^ String.sub s (2 * i) 2)))

let split_tab s = String.split_on_char '\t' s
let fl = float_of_string

let fonts = [
  ("Helvetica", Pdftext.Helvetica); ("Helvetica-Bold", Pdftext.HelveticaBold);
  ("Times-Roman", Pdftext.TimesRoman); ("Times-Bold", Pdftext.TimesBold);
  ("Courier", Pdftext.Courier); ("Courier-Bold", Pdftext.CourierBold)]

let dump_widths () =
  List.iter (fun (name, f) ->
    let (_, _, _, bynames) = Pdfstandard14.afm_data f in
    let l = Hashtbl.fold (fun k v acc -> (k, v) :: acc) bynames [] in
    List.iter (fun (k, v) -> Printf.printf "%s\t%s\t%d\n" name k v) (List.sort compare l)) fonts

let tj_array bytes adjs =
  (* one string per glyph run; a number is inserted wherever adj <> 0 *)
  let n = String.length bytes in
  let parts = ref [] and cur = Buffer.create 16 in
  for i = 0 to n - 1 do
    Buffer.add_char cur bytes.[i];
    let a = if i < Array.length adjs then adjs.(i) else 0. in
    if a <> 0. && i < n - 1 then begin
      parts := Pdf.Real a :: Pdf.String (Buffer.contents cur) :: !parts;
      Buffer.clear cur
    end
  done;
  if Buffer.length cur > 0 then parts := Pdf.String (Buffer.contents cur) :: !parts;
  Pdf.Array (List.rev !parts)

let render inp out =
  let pdf = Pdf.empty () in
  pdf.Pdf.major <- 1; pdf.Pdf.minor <- 6;
  let fontobjs = ref [] and info = ref [] and pages = ref [] in
  let cur_ops = ref [] and cur_page = ref None in
  let flush () =
    match !cur_page with
    | None -> ()
    | Some (w, h, rot) ->
        let stream = Pdfops.stream_of_ops (List.rev !cur_ops) in
        Pdfcodec.encode_pdfstream pdf Pdfcodec.Flate stream;
        let content = Pdf.Indirect (Pdf.addobj pdf stream) in
        let resources = Pdf.Dictionary [
          ("/Font", Pdf.Dictionary (List.rev_map (fun (k, n) -> ("/" ^ k, Pdf.Indirect n)) !fontobjs));
          ("/ProcSet", Pdf.Array [Pdf.Name "/PDF"; Pdf.Name "/Text"])] in
        let page = {(Pdfpage.custompage (Pdf.Array [Pdf.Real 0.; Pdf.Real 0.; Pdf.Real w; Pdf.Real h]))
                    with Pdfpage.content = [content]; Pdfpage.resources = resources;
                         Pdfpage.rotate = Pdfpage.rotation_of_int rot} in
        pages := page :: !pages; cur_ops := []
  in
  let ic = open_in_bin inp in
  (try while true do
    let line = input_line ic in
    match split_tab line with
    | ["INFO"; k; v] -> info := ("/" ^ k, Pdf.String (hex_decode v)) :: !info
    | ["FONT"; key; base; first; last; widths; diffs] ->
        let ws = List.map (fun x -> Pdf.Integer (int_of_string x)) (String.split_on_char ',' widths) in
        let df = List.concat_map (fun cg ->
          match String.split_on_char ':' cg with
          | [c; g] -> [Pdf.Integer (int_of_string c); Pdf.Name ("/" ^ g)] | _ -> [])
          (List.filter (fun x -> x <> "") (String.split_on_char ',' diffs)) in
        let enc = Pdf.Dictionary [("/Type", Pdf.Name "/Encoding");
                                  ("/BaseEncoding", Pdf.Name "/WinAnsiEncoding");
                                  ("/Differences", Pdf.Array df)] in
        let f = Pdf.Dictionary [("/Type", Pdf.Name "/Font"); ("/Subtype", Pdf.Name "/Type1");
                                ("/BaseFont", Pdf.Name ("/" ^ base));
                                ("/FirstChar", Pdf.Integer (int_of_string first));
                                ("/LastChar", Pdf.Integer (int_of_string last));
                                ("/Widths", Pdf.Array ws);
                                ("/Encoding", Pdf.Indirect (Pdf.addobj pdf enc))] in
        fontobjs := (key, Pdf.addobj pdf f) :: !fontobjs
    | ["PAGE"; w; h; rot] -> flush (); cur_page := Some (fl w, fl h, int_of_string rot)
    | ["T"; fk; size; a; b; c; d; e; f; gray; hex; adj] ->
        let adjs = Array.of_list (List.map fl (List.filter (fun x -> x <> "") (String.split_on_char ',' adj))) in
        let g = fl gray in
        cur_ops := Pdfops.Op_ET :: Pdfops.Op_TJ (tj_array (hex_decode hex) adjs)
                   :: Pdfops.Op_Tm {Pdftransform.a = fl a; b = fl b; c = fl c; d = fl d; e = fl e; f = fl f}
                   :: Pdfops.Op_Tf ("/" ^ fk, fl size) :: Pdfops.Op_g g :: Pdfops.Op_BT :: !cur_ops
    | ["L"; x1; y1; x2; y2; lw; gray] ->
        cur_ops := Pdfops.Op_S :: Pdfops.Op_l (fl x2, fl y2) :: Pdfops.Op_m (fl x1, fl y1)
                   :: Pdfops.Op_G (fl gray) :: Pdfops.Op_w (fl lw) :: !cur_ops
    | ["R"; x; y; w; h; fill; stroke; lw] ->
        let fi = fl fill and st = fl stroke in
        let paint = if fi >= 0. && st >= 0. then Pdfops.Op_B else if fi >= 0. then Pdfops.Op_f else Pdfops.Op_S in
        let setc = (if fi >= 0. then [Pdfops.Op_g fi] else []) @ (if st >= 0. then [Pdfops.Op_G st] else []) in
        cur_ops := List.rev ([Pdfops.Op_q; Pdfops.Op_w (fl lw)] @ setc @ [Pdfops.Op_re (fl x, fl y, fl w, fl h); paint; Pdfops.Op_Q]) @ !cur_ops
    | [""] | [] -> ()
    | _ -> failwith ("bad line: " ^ line)
  done with End_of_file -> ());
  close_in ic; flush ();
  let pdf, pagetree = Pdfpage.add_pagetree (List.rev !pages) pdf in
  let pdf = Pdfpage.add_root pagetree [] pdf in
  let infonum = Pdf.addobj pdf (Pdf.Dictionary (List.rev !info)) in
  pdf.Pdf.trailerdict <- Pdf.add_dict_entry pdf.Pdf.trailerdict "/Info" (Pdf.Indirect infonum);
  Pdfwrite.pdf_to_file_options ~generate_objstm:true ~compress_objstm:true false None true pdf out

let () =
  match Array.to_list Sys.argv with
  | [_; "widths"] -> dump_widths ()
  | [_; "render"; i; o] -> render i o
  | _ -> prerr_endline "usage: caml_render widths | render IN.tsv OUT.pdf"; exit 2
