//! A skill's file tree (admin API).

use serde::Serialize;
use skill_store::StoredFile;
use utoipa::ToSchema;

/// A node of a skill's file tree.
#[derive(Debug, Serialize, ToSchema)]
pub struct TreeNode {
    /// File or folder name.
    pub name: String,
    /// Path inside the skill.
    pub path: String,
    /// `file` or `directory`.
    #[serde(rename = "type")]
    #[schema(example = "file")]
    pub kind: &'static str,
    /// Size in bytes (files).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub size: Option<usize>,
    /// MIME type (files).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mime: Option<String>,
    /// Entries, folders first then files, each sorted by name (directories).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(no_recursion)]
    pub children: Option<Vec<TreeNode>>,
}

/// Builds the tree of `files` (already sorted by path).
pub fn file_tree(files: &[StoredFile]) -> Vec<TreeNode> {
    fn insert(level: &mut Vec<TreeNode>, prefix: &str, segments: &[&str], file: &StoredFile) {
        let Some((first, rest)) = segments.split_first() else {
            return;
        };
        let path = if prefix.is_empty() {
            (*first).to_owned()
        } else {
            format!("{prefix}/{first}")
        };
        if rest.is_empty() {
            level.push(TreeNode {
                name: (*first).to_owned(),
                path,
                kind: "file",
                size: Some(file.bytes.len()),
                mime: Some(file.mime.clone()),
                children: None,
            });
            return;
        }
        let index = match level
            .iter()
            .position(|n| n.kind == "directory" && n.name == *first)
        {
            Some(i) => i,
            None => {
                level.push(TreeNode {
                    name: (*first).to_owned(),
                    path: path.clone(),
                    kind: "directory",
                    size: None,
                    mime: None,
                    children: Some(Vec::new()),
                });
                level.len() - 1
            }
        };
        if let Some(children) = level[index].children.as_mut() {
            insert(children, &path, rest, file);
        }
    }
    fn sort(level: &mut [TreeNode]) {
        level.sort_by(|a, b| {
            (a.kind != "directory", &a.name).cmp(&(b.kind != "directory", &b.name))
        });
        for node in level.iter_mut() {
            if let Some(children) = node.children.as_mut() {
                sort(children);
            }
        }
    }
    let mut root = Vec::new();
    for f in files {
        let segments: Vec<&str> = f.path.as_str().split('/').collect();
        insert(&mut root, "", &segments, f);
    }
    sort(&mut root);
    root
}

/// A skill's file tree.
#[derive(Debug, Serialize, ToSchema)]
pub struct FileTree {
    /// The skill.
    pub slug: String,
    /// Top-level entries.
    pub tree: Vec<TreeNode>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use bytes::Bytes;
    use skill_core::{FileClass, FilePath};

    fn file(path: &str, size: usize) -> StoredFile {
        StoredFile {
            path: FilePath::parse(path).unwrap(),
            sha256: String::new(),
            mime: "text/markdown".into(),
            class: FileClass::Text,
            bytes: Bytes::from(vec![b'a'; size]),
        }
    }
    #[test]
    fn trees_put_folders_first() {
        let files = vec![
            file("SKILL.md", 3),
            file("references/a.md", 1),
            file("references/deep/b.md", 2),
            file("z.txt", 4),
        ];
        let tree = serde_json::to_value(file_tree(&files)).unwrap();
        assert_eq!(
            tree,
            serde_json::json!([
                {"name": "references", "path": "references", "type": "directory", "children": [
                    {"name": "deep", "path": "references/deep", "type": "directory", "children": [
                        {"name": "b.md", "path": "references/deep/b.md", "type": "file", "size": 2, "mime": "text/markdown"}
                    ]},
                    {"name": "a.md", "path": "references/a.md", "type": "file", "size": 1, "mime": "text/markdown"}
                ]},
                {"name": "SKILL.md", "path": "SKILL.md", "type": "file", "size": 3, "mime": "text/markdown"},
                {"name": "z.txt", "path": "z.txt", "type": "file", "size": 4, "mime": "text/markdown"}
            ])
        );
    }
}
