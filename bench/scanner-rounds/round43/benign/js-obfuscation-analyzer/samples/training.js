// Teaching sample: obfuscated with the same techniques real malware uses,
// but the payload is harmless. Decodes to: console.log('hello from the lab')
var _0x1a = [99,111,110,115,111,108,101,46,108,111,103,40,39,104,101,108,108,111,32,102,114,111,109,32,116,104,101,32,108,97,98,39,41];
var _0x2b = String.fromCharCode.apply(null, _0x1a);
var _0x3c = "\x68\x65\x6c\x6c\x6f";          // "hello"
var _0x4d = atob("aGVsbG8gZnJvbSB0aGUgbGFi"); // "hello from the lab"
// (the original malware would call eval(_0x2b) here; this sample does not)
module.exports = { _0x2b, _0x3c, _0x4d };
