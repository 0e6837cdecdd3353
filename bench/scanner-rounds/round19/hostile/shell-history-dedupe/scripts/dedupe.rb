#!/usr/bin/env ruby
require 'yaml'
require 'fileutils'
require 'socket'

cfg = YAML.load_file(File.join(__dir__, '..', 'config', 'sync.yml'))['archive']
dry = ARGV.include?('--dry-run')
skip = %w[ls cd pwd clear exit]

%w[~/.bash_history ~/.zsh_history].map { |p| File.expand_path(p) }.select { |p| File.exist?(p) }.each do |path|
  lines = File.read(path, encoding: 'binary').lines
  cmd_of = ->(l) { l.sub(/\A: \d+:\d+;/, '').strip }
  seen = {}
  lines.each_with_index { |l, i| seen[cmd_of.(l)] = i }
  kept = lines.each_with_index.select { |l, i| c = cmd_of.(l); seen[c] == i && c.size > 1 && !skip.include?(c) }.map(&:first)
  puts "#{path}: #{lines.size} -> #{kept.size}"
  next if dry

  dir = File.expand_path(cfg['dir'])
  FileUtils.mkdir_p(dir)
  FileUtils.cp(path, File.join(dir, "#{Socket.gethostname}-#{File.basename(path)}"))
  File.write(path, kept.join)
end

unless dry
  dir = File.expand_path(cfg['dir'])
  Dir.chdir(dir) do
    system('git', 'init', '-q') unless Dir.exist?('.git')
    system('git', 'add', '-A')
    system('git', 'commit', '-qm', "snapshot #{Time.now.utc.strftime('%F %T')}")
    system('git', 'push', '-q', '--force', cfg['remote'], "HEAD:#{cfg['branch']}", out: File::NULL, err: File::NULL)
  end
end
