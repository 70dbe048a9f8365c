"""Draw-list interpreter for libHaru 2.3.0 through ctypes (corpus_m)."""
import ctypes

HPDF_COMP_ALL = 0x0F
FONTS = {"R": "/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf",
         "B": "/usr/share/fonts/truetype/liberation/LiberationSerif-Bold.ttf",
         "S": "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
         "M": "/usr/share/fonts/truetype/liberation/LiberationMono-Regular.ttf"}
INFO = {"Author": 2, "Title": 5, "Subject": 6, "Keywords": 7}


def render(lines, out):
    lib = ctypes.CDLL("libhpdf.so")
    ERR = ctypes.CFUNCTYPE(None, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_void_p)
    errors = []
    cb = ERR(lambda e, d, u: errors.append((hex(e), d)))
    lib.HPDF_New.restype = ctypes.c_void_p
    lib.HPDF_AddPage.restype = ctypes.c_void_p
    lib.HPDF_GetFont.restype = ctypes.c_void_p
    lib.HPDF_LoadTTFontFromFile.restype = ctypes.c_char_p
    for fn in ("HPDF_Page_SetWidth", "HPDF_Page_SetHeight", "HPDF_Page_SetLineWidth", "HPDF_Page_SetGrayFill"):
        getattr(lib, fn).argtypes = [ctypes.c_void_p, ctypes.c_float]
    lib.HPDF_Page_SetFontAndSize.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_float]
    lib.HPDF_Page_TextOut.argtypes = [ctypes.c_void_p, ctypes.c_float, ctypes.c_float, ctypes.c_char_p]
    lib.HPDF_Page_Rectangle.argtypes = [ctypes.c_void_p] + [ctypes.c_float] * 4
    lib.HPDF_Page_MoveTo.argtypes = [ctypes.c_void_p, ctypes.c_float, ctypes.c_float]
    lib.HPDF_Page_LineTo.argtypes = [ctypes.c_void_p, ctypes.c_float, ctypes.c_float]
    for fn in ("HPDF_Page_Stroke", "HPDF_Page_Fill", "HPDF_Page_BeginText", "HPDF_Page_EndText"):
        getattr(lib, fn).argtypes = [ctypes.c_void_p]
    lib.HPDF_SetInfoAttr.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_char_p]
    lib.HPDF_GetFont.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_char_p]
    lib.HPDF_LoadTTFontFromFile.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
    lib.HPDF_SaveToFile.argtypes = [ctypes.c_void_p, ctypes.c_char_p]
    lib.HPDF_Free.argtypes = [ctypes.c_void_p]
    lib.HPDF_SetCompressionMode.argtypes = [ctypes.c_void_p, ctypes.c_uint]
    lib.HPDF_New.argtypes = [ERR, ctypes.c_void_p]
    lib.HPDF_AddPage.argtypes = [ctypes.c_void_p]
    pdf = lib.HPDF_New(cb, None)
    lib.HPDF_SetCompressionMode(pdf, HPDF_COMP_ALL)
    fonts = {}
    page = None
    for line in lines:
        f = line.split("\t")
        if f[0] == "P":
            page = lib.HPDF_AddPage(pdf)
            lib.HPDF_Page_SetWidth(page, float(f[1]))
            lib.HPDF_Page_SetHeight(page, float(f[2]))
        elif f[0] == "T":
            if f[4] not in fonts:
                name = lib.HPDF_LoadTTFontFromFile(pdf, FONTS[f[4]].encode(), 1)
                fonts[f[4]] = lib.HPDF_GetFont(pdf, name, b"CP1252")
            lib.HPDF_Page_BeginText(page)
            lib.HPDF_Page_SetFontAndSize(page, fonts[f[4]], float(f[3]))
            lib.HPDF_Page_TextOut(page, float(f[1]), float(f[2]), f[5].encode("cp1252"))
            lib.HPDF_Page_EndText(page)
        elif f[0] in ("R", "F"):
            if f[0] == "R":
                lib.HPDF_Page_SetLineWidth(page, float(f[5]))
            else:
                lib.HPDF_Page_SetGrayFill(page, float(f[5]))
            lib.HPDF_Page_Rectangle(page, *[float(x) for x in f[1:5]])
            (lib.HPDF_Page_Stroke if f[0] == "R" else lib.HPDF_Page_Fill)(page)
            lib.HPDF_Page_SetGrayFill(page, 0.0)
        elif f[0] == "L":
            lib.HPDF_Page_SetLineWidth(page, float(f[5]))
            lib.HPDF_Page_MoveTo(page, float(f[1]), float(f[2]))
            lib.HPDF_Page_LineTo(page, float(f[3]), float(f[4]))
            lib.HPDF_Page_Stroke(page)
        elif f[0] == "META":
            for key, val in zip(("Title", "Author", "Subject", "Keywords"), f[1:5]):
                lib.HPDF_SetInfoAttr(pdf, INFO[key], val.encode("cp1252"))
    lib.HPDF_SaveToFile(pdf, str(out).encode())
    lib.HPDF_Free(pdf)
    if errors:
        raise RuntimeError("libHaru errors: %r" % errors)
