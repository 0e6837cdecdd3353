module kctx

go 1.22
