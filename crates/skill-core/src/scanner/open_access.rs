//! Administrator rights granted to everyone: a Kubernetes role binding
//! whose subject is a built-in group that every account (or every caller)
//! belongs to. The one-line forms (`kubectl create clusterrolebinding`,
//! `gcloud ... --member=allUsers`) are patterns of the rule in the rules
//! file; a manifest spreads the binding over lines, so it is read here.

use memchr::memmem;

use super::excerpt::excerpt;
use super::{Document, Hit};

/// The groups that hold every service account, every signed-in caller or
/// anyone at all.
const EVERYONE: &[&str] = &[
    "system:serviceaccounts",
    "system:authenticated",
    "system:unauthenticated",
    "system:anonymous",
];

/// Roles that can change what runs in the cluster.
const ADMIN_ROLES: &[&str] = &["cluster-admin", "admin", "edit"];

/// Most lines read on each side of a subject for its binding's kind and role.
const MAX_DOCUMENT_LINES: usize = 200;

/// The lines naming an all-accounts group as the subject of a (cluster)
/// role binding to an administrator role, in the same YAML or JSON
/// document (between `---` separators or code fences).
pub fn everyone_bound_to_admin(doc: &Document<'_>) -> Vec<Hit> {
    let folded = doc.folded.as_bytes();
    if memmem::find(folded, b"rolebinding").is_none() || memmem::find(folded, b"system:").is_none()
    {
        return Vec::new();
    }
    let lines: Vec<&str> = doc.folded.lines().collect();
    let mut hits = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let Some(value) = name_value(line) else {
            continue;
        };
        if !EVERYONE.contains(&value) {
            continue;
        }
        let document = document_around(&lines, i);
        let is_binding = document.iter().any(|l| {
            key_value(l, "kind").is_some_and(|k| k == "clusterrolebinding" || k == "rolebinding")
        });
        let to_admin = document
            .iter()
            .any(|l| name_value(l).is_some_and(|n| ADMIN_ROLES.contains(&n)));
        if is_binding && to_admin {
            let original = doc.text.lines().nth(i).unwrap_or(line);
            hits.push(Hit {
                line: i as u32 + 1,
                excerpt: excerpt(original.trim()),
            });
        }
    }
    hits
}

/// The lines of the document holding line `i`: up to a `---` separator or
/// a code fence on either side, at most [`MAX_DOCUMENT_LINES`] each way.
fn document_around<'a>(lines: &[&'a str], i: usize) -> Vec<&'a str> {
    let apart = |l: &str| {
        let t = l.trim();
        t == "---" || t.starts_with("```")
    };
    let start = (i.saturating_sub(MAX_DOCUMENT_LINES)..i)
        .rev()
        .find(|&j| apart(lines[j]))
        .map_or(i.saturating_sub(MAX_DOCUMENT_LINES), |j| j + 1);
    let end = (i + 1..(i + 1 + MAX_DOCUMENT_LINES).min(lines.len()))
        .find(|&j| apart(lines[j]))
        .unwrap_or((i + 1 + MAX_DOCUMENT_LINES).min(lines.len()));
    lines[start..end].to_vec()
}

/// The value of a `name:` entry on `line` (YAML, a list item, or JSON).
fn name_value(line: &str) -> Option<&str> {
    key_value(line, "name")
}

/// The value of the entry `key` on `line` (folded): `key: value`,
/// `- key: value`, `"key": "value",`; quotes and a trailing comma off.
fn key_value<'a>(line: &'a str, key: &str) -> Option<&'a str> {
    let line = line.trim_start();
    let line = line.strip_prefix("- ").unwrap_or(line).trim_start();
    let line = line.strip_prefix(['"', '\'']).unwrap_or(line);
    let rest = line.strip_prefix(key)?;
    let rest = rest.strip_prefix(['"', '\'']).unwrap_or(rest).trim_start();
    let value = rest.strip_prefix(':')?.trim_start();
    if let Some(quote) = value.chars().next().filter(|c| *c == '"' || *c == '\'') {
        let inner = &value[1..];
        return inner.split(quote).next();
    }
    value.split([',', '}', ']', ' ', '#']).next()
}

#[cfg(test)]
mod tests {
    use super::super::with_document;
    use super::*;

    fn found(path: &str, text: &str) -> Vec<u32> {
        with_document(path, text, |doc, _| {
            everyone_bound_to_admin(doc)
                .iter()
                .map(|h| h.line)
                .collect()
        })
    }

    const BINDING: &str = "apiVersion: rbac.authorization.k8s.io/v1
kind: ClusterRoleBinding
metadata:
  name: debug-access
subjects:
  - kind: Group
    name: system:serviceaccounts
    apiGroup: rbac.authorization.k8s.io
roleRef:
  kind: ClusterRole
  name: cluster-admin
  apiGroup: rbac.authorization.k8s.io
";

    #[test]
    fn every_account_bound_to_cluster_admin_is_found() {
        assert_eq!(found("manifests/rbac.yaml", BINDING), vec![7]);
        let json = r#"{"kind": "ClusterRoleBinding", "subjects": [
  {"kind": "Group",
   "name": "system:authenticated"}],
 "roleRef": {
   "name": "admin"}}"#;
        // JSON on few lines: the subject's line.
        let json = json.replace(
            "{\"kind\": \"ClusterRoleBinding\", ",
            "{\n\"kind\": \"ClusterRoleBinding\",\n",
        );
        assert_eq!(found("rbac.json", &json), vec![5]);
    }

    #[test]
    fn narrow_bindings_and_other_documents_are_not() {
        // One service account, a read-only role, or the group in another document.
        let one = BINDING.replace(
            "  - kind: Group\n    name: system:serviceaccounts",
            "  - kind: ServiceAccount\n    name: debugger",
        );
        assert_eq!(found("rbac.yaml", &one), Vec::<u32>::new());
        let view = BINDING.replace("name: cluster-admin", "name: view");
        assert_eq!(found("rbac.yaml", &view), Vec::<u32>::new());
        let apart = "kind: ClusterRoleBinding\nroleRef:\n  name: cluster-admin\n---\nkind: Group\nname: system:authenticated\n";
        assert_eq!(found("rbac.yaml", apart), Vec::<u32>::new());
    }
}
