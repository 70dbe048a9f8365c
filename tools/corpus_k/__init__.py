"""corpus_k: fictional French clinical documents rendered by iText 5, iText 2.1.7, PDFBox 2 and borb."""
