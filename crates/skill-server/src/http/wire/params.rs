//! Query-parameter and path-segment parsers shared by the admin and gateway routes.

use std::collections::HashMap;

use skill_core::SkillSlug;

use crate::http::error::ApiError;

/// Reads an integer query parameter within bounds, or its default.
pub fn bounded_param(
    params: &HashMap<String, String>,
    name: &str,
    default: usize,
    min: usize,
    max: usize,
) -> Result<usize, ApiError> {
    let Some(raw) = params.get(name) else {
        return Ok(default);
    };
    raw.trim()
        .parse::<usize>()
        .ok()
        .filter(|v| (min..=max).contains(v))
        .ok_or_else(|| {
            ApiError::bad_request(format!(
                "{name} must be an integer from {min} to {max}, not '{}'",
                crate::http::error::excerpt(raw)
            ))
        })
}

/// Parses a slug from a path segment: 400 in the error shape when malformed.
pub fn parse_slug(raw: &str) -> Result<SkillSlug, ApiError> {
    SkillSlug::parse(raw).map_err(|e| ApiError::bad_request(format!("Invalid skill slug: {e}")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounded_params() {
        let p = |v: &str| HashMap::from([("limit".to_owned(), v.to_owned())]);
        assert_eq!(
            bounded_param(&HashMap::new(), "limit", 50, 1, 500).unwrap(),
            50
        );
        assert_eq!(bounded_param(&p("500"), "limit", 50, 1, 500).unwrap(), 500);
        for bad in [
            "-1",
            "0",
            "501",
            "abc",
            "1e3",
            "99999999999999999999999",
            "",
        ] {
            assert_eq!(
                bounded_param(&p(bad), "limit", 50, 1, 500)
                    .unwrap_err()
                    .message(),
                format!("limit must be an integer from 1 to 500, not '{bad}'")
            );
        }
    }
}
