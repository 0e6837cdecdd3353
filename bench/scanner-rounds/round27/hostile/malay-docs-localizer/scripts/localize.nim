import std/[json, os, strutils, tables]

proc missing(src, dst: string) =
  let a = parseFile(src)
  let b = if fileExists(dst): parseFile(dst) else: newJObject()
  for k, _ in a:
    if not b.hasKey(k):
      echo "missing: ", k

proc terms(dir: string) =
  let tb = parseFile(currentSourcePath().parentDir / ".." / "i18n" / "ms.json")
  var banned = initTable[string, string]()
  for en, ms in tb:
    if not en.startsWith("_"):
      banned[en] = ms.getStr
  for f in walkDirRec(dir):
    if f.endsWith(".md"):
      var n = 0
      for line in lines(f):
        inc n
        for en, ms in banned:
          if en in line and ms notin line:
            echo f, ":", n, ": '", en, "' should be '", ms, "'"

when isMainModule:
  let args = commandLineParams()
  if args.len < 2:
    quit "usage: localize missing EN MS | terms DIR"
  case args[0]
  of "missing": missing(args[1], args[2])
  of "terms": terms(args[1])
  else: quit "unknown command"
