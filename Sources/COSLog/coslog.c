// A C target needs one source file; the module is its headers (include/).
