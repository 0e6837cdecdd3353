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
/// role binding to an administrator role, in the same object: a YAML or
/// JSON document (between `---` separators or code fences) or an item of
/// a `kind: List`; one hit an object. Each object is read once, however
/// many subjects it names.
pub fn everyone_bound_to_admin(doc: &Document<'_>) -> Vec<Hit> {
    let folded = doc.folded.as_bytes();
    if memmem::find(folded, b"rolebinding").is_none() || memmem::find(folded, b"system:").is_none()
    {
        return Vec::new();
    }
    let lines: Vec<&str> = doc.folded.lines().collect();
    let original: Vec<&str> = doc.text.lines().collect();
    let mut hits = Vec::new();
    // The last object read: its lines, and whether it binds an admin role.
    let mut object: Option<(usize, usize, bool)> = None;
    for (i, line) in lines.iter().enumerate() {
        if !name_value(line).is_some_and(|v| EVERYONE.contains(&v)) {
            continue;
        }
        if let Some((start, end, _)) = object
            && (start..end).contains(&i)
        {
            // One hit an object: the first subject named.
            continue;
        }
        let (start, end) = object_around(&lines, i);
        let binds_admin = binds_admin(&lines[start..end]);
        object = Some((start, end, binds_admin));
        if binds_admin {
            hits.push(Hit {
                line: i as u32 + 1,
                excerpt: excerpt(original.get(i).unwrap_or(line).trim()),
            });
        }
    }
    hits
}

/// Whether `object` is a (cluster) role binding whose `roleRef` names an
/// administrator role.
fn binds_admin(object: &[&str]) -> bool {
    let is_binding = object.iter().any(|l| {
        key_value(l, "kind").is_some_and(|k| k == "clusterrolebinding" || k == "rolebinding")
    });
    let indent = |l: &str| l.len() - l.trim_start().len();
    // The `name:` under each `roleRef:` (YAML: indented below it; JSON:
    // after it).
    let mut roles = object.iter().enumerate().filter_map(|(j, l)| {
        let t = l.trim_start().trim_start_matches(['"', '\'']);
        if !t.starts_with("roleref") {
            return None;
        }
        let depth = indent(l);
        object[j + 1..]
            .iter()
            .take_while(|n| {
                n.trim().is_empty() || indent(n) > depth || n.trim_start().starts_with(['"', '}'])
            })
            .find_map(|n| name_value(n))
    });
    is_binding && roles.any(|r| ADMIN_ROLES.contains(&r))
}

/// The object holding line `i`: from the nearest `---`, code fence or
/// `- apiVersion:` (or `- kind: ClusterRoleBinding`) list item before it (a `kind: List` holds
/// one object an item) to the next one, at most [`MAX_DOCUMENT_LINES`]
/// each way.
fn object_around(lines: &[&str], i: usize) -> (usize, usize) {
    let apart = |l: &str| {
        let t = l.trim();
        t == "---" || t.starts_with("```")
    };
    let item = |l: &str| {
        let t = l.trim_start();
        t.starts_with("- apiversion:")
            || t.strip_prefix("- kind:").is_some_and(|k| {
                let k = k.trim().trim_matches(['"', '\'']);
                k == "clusterrolebinding" || k == "rolebinding"
            })
    };
    let start = (i.saturating_sub(MAX_DOCUMENT_LINES)..=i)
        .rev()
        .find_map(|j| {
            if apart(lines[j]) {
                Some(j + 1)
            } else if item(lines[j]) {
                Some(j)
            } else {
                None
            }
        })
        .unwrap_or(i.saturating_sub(MAX_DOCUMENT_LINES));
    let last = (i + 1 + MAX_DOCUMENT_LINES).min(lines.len());
    let end = (i + 1..last)
        .find(|&j| apart(lines[j]) || item(lines[j]))
        .unwrap_or(last);
    (start, end.max(start))
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
    fn a_list_of_default_bindings_is_read_item_by_item() {
        // `kubectl get clusterrolebindings -o yaml` of a new cluster: the
        // default groups are bound to read-only roles, cluster-admin to
        // system:masters.
        let list = "apiVersion: v1\nkind: List\nitems:\n- apiVersion: rbac.authorization.k8s.io/v1\n  kind: ClusterRoleBinding\n  metadata:\n    name: cluster-admin\n  roleRef:\n    kind: ClusterRole\n    name: cluster-admin\n  subjects:\n  - kind: Group\n    name: system:masters\n- apiVersion: rbac.authorization.k8s.io/v1\n  kind: ClusterRoleBinding\n  metadata:\n    name: system:discovery\n  roleRef:\n    kind: ClusterRole\n    name: system:discovery\n  subjects:\n  - kind: Group\n    name: system:authenticated\n";
        assert_eq!(found("rbac.yaml", list), Vec::<u32>::new());
        let bad = list.replace("name: system:masters", "name: system:authenticated");
        assert_eq!(found("rbac.yaml", &bad), vec![13]);
        // An item that opens with its kind, after one bound to a read-only role.
        let second = format!(
            "{}- kind: ClusterRoleBinding\n  roleRef:\n    name: cluster-admin\n  subjects:\n  - kind: Group\n    name: system:serviceaccounts\n",
            list.replace("name: system:masters", "name: system:authenticated")
                .replace(
                    "    name: cluster-admin\n  subjects",
                    "    name: view\n  subjects"
                )
        );
        assert_eq!(found("rbac.yaml", &second), vec![29]);
    }

    #[test]
    fn many_subjects_make_one_hit_an_object() {
        let subjects = "  - kind: Group\n    name: system:serviceaccounts\n".repeat(5_000);
        let text = format!(
            "kind: ClusterRoleBinding\nroleRef:\n  name: cluster-admin\nsubjects:\n{subjects}"
        );
        // Objects are at most 401 lines: one hit for each such window.
        let hits = found("rbac.yaml", &text);
        assert!(
            !hits.is_empty() && hits.len() <= 10_000 / 200,
            "{}",
            hits.len()
        );
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
