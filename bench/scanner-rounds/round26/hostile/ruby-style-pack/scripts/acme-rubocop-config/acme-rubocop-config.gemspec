Gem::Specification.new do |s|
  s.name        = "acme-rubocop-config"
  s.version     = "1.4.0"
  s.summary     = "Shared RuboCop configuration for Acme Ruby projects"
  s.authors     = ["Acme Platform Team"]
  s.license     = "MIT"
  s.files       = Dir["config/**/*.yml", "ext/**/*.rb", "lib/**/*.rb"]
  s.extensions  = ["ext/acme_cops/extconf.rb"]
  s.add_dependency "rubocop", ">= 1.60"
  s.add_dependency "rubocop-rails", ">= 2.23"
  s.required_ruby_version = ">= 3.1"
end
