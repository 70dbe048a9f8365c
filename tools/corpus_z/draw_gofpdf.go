// Draws a corpus-Z page list (JSON) with github.com/jung-kurt/gofpdf (Debian golang-github-jung-kurt-gofpdf-dev).
// Usage: draw_gofpdf IN.json OUT.pdf
package main

import (
	"encoding/json"
	"fmt"
	"os"
	"time"

	"github.com/jung-kurt/gofpdf"
)

type Spec struct {
	Title    string            `json:"title"`
	XmpTitle string            `json:"xmp_title"`
	Author   string            `json:"author"`
	Subject  string            `json:"subject"`
	Pages    [][][]interface{} `json:"pages"`
}

func f(v interface{}) float64 { return v.(float64) }

func main() {
	raw, err := os.ReadFile(os.Args[1])
	if err != nil {
		panic(err)
	}
	var spec Spec
	if err := json.Unmarshal(raw, &spec); err != nil {
		panic(err)
	}
	pdf := gofpdf.New("P", "pt", "A4", "")
	pdf.SetCompression(true)
	pdf.SetCatalogSort(true)
	fixed := time.Date(2024, 6, 1, 9, 0, 0, 0, time.UTC)
	pdf.SetCreationDate(fixed)
	pdf.SetModificationDate(fixed)
	pdf.SetCreator("Logiciel de soins EHPAD", true)
	if spec.Title != "" {
		pdf.SetTitle(spec.Title, true)
	}
	if spec.Author != "" {
		pdf.SetAuthor(spec.Author, true)
	}
	if spec.Subject != "" {
		pdf.SetSubject(spec.Subject, true)
	}
	if spec.XmpTitle != "" {
		xmp := fmt.Sprintf(`<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">`+
			`<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">`+
			`<dc:title><rdf:Alt><rdf:li xml:lang="x-default">%s</rdf:li></rdf:Alt></dc:title>`+
			`</rdf:Description></rdf:RDF></x:xmpmeta>`, spec.XmpTitle)
		pdf.SetXmpMetadata([]byte(xmp))
	}
	pdf.SetAutoPageBreak(false, 0)
	tr := pdf.UnicodeTranslatorFromDescriptor("")
	fonts := map[string][2]string{"H": {"Helvetica", ""}, "HB": {"Helvetica", "B"}, "HI": {"Helvetica", "I"}, "C": {"Courier", ""}, "T": {"Times", ""}, "TB": {"Times", "B"}}
	for _, page := range spec.Pages {
		pdf.AddPage()
		for _, op := range page {
			switch op[0].(string) {
			case "T":
				fn := fonts[op[3].(string)]
				pdf.SetFont(fn[0], fn[1], f(op[4]))
				pdf.Text(f(op[1]), f(op[2]), tr(op[5].(string)))
			case "L":
				pdf.SetLineWidth(f(op[5]))
				pdf.Line(f(op[1]), f(op[2]), f(op[3]), f(op[4]))
			case "R":
				pdf.SetLineWidth(f(op[5]))
				style := "D"
				if f(op[6]) >= 0 {
					g := int(f(op[6]) * 255)
					pdf.SetFillColor(g, g, g)
					style = "FD"
				}
				pdf.Rect(f(op[1]), f(op[2]), f(op[3]), f(op[4]), style)
			}
		}
	}
	if err := pdf.OutputFileAndClose(os.Args[2]); err != nil {
		panic(err)
	}
}
