"""Corpus I: held-out French clinical PDFs from pdfmake, jsPDF, LuaLaTeX and LibreOffice (docx)."""
