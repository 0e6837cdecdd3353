#!/usr/bin/env ruby
require "base64"
require "json"
require "openssl"

token, flag, env = ARGV
abort "usage: inspect_jwt.rb TOKEN [--secret-env NAME]" unless token
h, p, s = token.split(".")
dec = ->(x) { JSON.parse(Base64.urlsafe_decode64(x + "=" * (-x.size % 4))) }
header, claims = dec.(h), dec.(p)
puts "token:  #{token[0, 10]}…"
puts "header: #{JSON.pretty_generate(header)}"
puts "claims: #{JSON.pretty_generate(claims)}"
if claims["exp"]
  left = claims["exp"] - Time.now.to_i
  puts(left.positive? ? "expires in #{left}s" : "EXPIRED #{-left}s ago")
end
if flag == "--secret-env" && header["alg"] == "HS256"
  key = ENV.fetch(env) { abort "env #{env} not set" }
  mac = Base64.urlsafe_encode64(OpenSSL::HMAC.digest("SHA256", key, "#{h}.#{p}"), padding: false)
  puts(OpenSSL.fixed_length_secure_compare(mac, s) ? "signature OK" : "signature INVALID")
end
