//! The catalog's ranked search (`skill_search`): one tantivy index for the
//! life of the process, scoring skills with BM25 over their slug, name,
//! description, tags and instructions. It is updated by difference when the
//! catalog changes (only skills whose [stamp](SearchDocument::stamp) moved
//! are indexed again), and each catalog snapshot reads it through its own
//! point-in-time [`Searchable`], so a search never sees half an update.
//!
//! The index lives in RAM ([`SearchIndex::in_ram`]) or in a folder
//! ([`SearchIndex::open`]), where it outlives the process: the next start
//! finds it and indexes only what changed meanwhile, so the first search
//! after start-up does not wait for a whole build. Each document carries
//! its slug and stamp, from which an opened index learns what it holds.

use std::collections::hash_map::Entry;
use std::collections::{BTreeSet, HashMap, HashSet};
use std::fs::File;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, PoisonError};

use skill_core::{ContentHash, SkillSlug};
use tantivy::collector::TopDocs;
use tantivy::columnar::StrColumn;
use tantivy::directory::MmapDirectory;
use tantivy::query::{BooleanQuery, BoostQuery, Occur, Query, TermQuery};
use tantivy::schema::{
    FAST, Field, IndexRecordOption, STRING, Schema, TantivyDocument, TextFieldIndexing, TextOptions,
};
use tantivy::tokenizer::{
    Language, LowerCaser, RemoveLongFilter, SimpleTokenizer, Stemmer, StopWordFilter, TextAnalyzer,
};
use tantivy::{Index, IndexReader, IndexWriter, ReloadPolicy, Searcher, Term};

/// Name the skill analyzer is registered under.
const ANALYZER: &str = "skill_en";
/// Field holding a document's slug, whole: the term its updates delete by,
/// and the fast column a match is read back from.
const KEY: &str = "key";
/// Fast field holding a document's [stamp](SearchDocument::stamp).
const STAMP: &str = "stamp";
/// Memory the index writer may buffer before it writes a segment: tantivy's
/// least, since updates are small and the first build is fed in batches.
const WRITER_HEAP_BYTES: usize = 15_000_000;
/// The folder inside an index folder that holds tantivy's files. Its name
/// carries the version of what is indexed and how (schema, analyzer,
/// stamp): a build that changes any of them names a new folder, and the
/// old one is dropped.
const FILES: &str = "v1";
/// The file whose lock says which process keeps an index folder.
const LOCK_FILE: &str = "lock";

/// Why the index could not be built, updated or searched (tantivy's reason).
#[derive(Debug, thiserror::Error)]
#[error("the search index failed: {0}")]
pub struct SearchError(#[from] tantivy::TantivyError);

/// Why an index folder could not be used (the caller builds one in RAM).
#[derive(Debug, thiserror::Error)]
pub enum OpenError {
    /// Another process keeps its index there.
    #[error("the search index folder {0} is in use by another skill-mcp process")]
    Busy(PathBuf),
    /// The folder or its lock file cannot be made or read.
    #[error("cannot use the search index folder {path}: {source}")]
    Io {
        /// The folder.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// tantivy refused to open or create the index, even afresh.
    #[error("cannot open the search index in {path}: {source}")]
    Index {
        /// The folder.
        path: PathBuf,
        /// Why.
        source: tantivy::TantivyError,
    },
}

/// What the index reads of one skill.
pub struct SearchDocument<'a> {
    /// The skill's slug (its words are searchable).
    pub slug: &'a SkillSlug,
    /// `name` from the frontmatter.
    pub name: &'a str,
    /// Full description.
    pub description: &'a str,
    /// Tags.
    pub tags: &'a [String],
    /// The SKILL.md body.
    pub body: &'a str,
    /// A digest of everything above but the slug: a skill whose stamp has
    /// not moved needs no new document.
    pub stamp: ContentHash,
}

struct Fields {
    key: Field,
    stamp: Field,
    slug: Field,
    name: Field,
    description: Field,
    tags: Field,
    body: Field,
}

/// What a query needs besides the documents: the analyzer for its words and
/// each searched field with its boost. Shared by every [`Searchable`].
struct QueryParts {
    analyzer: Mutex<TextAnalyzer>,
    fields: Vec<(Field, f32)>,
}

fn analyzer() -> TextAnalyzer {
    let builder = TextAnalyzer::builder(SimpleTokenizer::default())
        .filter(RemoveLongFilter::limit(40))
        .filter(LowerCaser)
        .dynamic();
    // Stop words would otherwise dominate natural-language queries such as
    // "how do I write a readme".
    let builder = match StopWordFilter::new(Language::English) {
        Some(stop) => builder.filter_dynamic(stop),
        None => builder,
    };
    builder
        .filter_dynamic(Stemmer::new(Language::English))
        .build()
}

fn schema() -> (Schema, Fields) {
    let mut schema = Schema::builder();
    // Queries are bags of words: term frequencies are all BM25 needs, and
    // positions would cost more memory than the rest of the index.
    let text = TextOptions::default().set_indexing_options(
        TextFieldIndexing::default()
            .set_tokenizer(ANALYZER)
            .set_index_option(IndexRecordOption::WithFreqs),
    );
    let fields = Fields {
        key: schema.add_text_field(KEY, STRING | FAST),
        stamp: schema.add_text_field(STAMP, FAST),
        slug: schema.add_text_field("slug", text.clone()),
        name: schema.add_text_field("name", text.clone()),
        description: schema.add_text_field("description", text.clone()),
        tags: schema.add_text_field("tags", text.clone()),
        body: schema.add_text_field("body", text),
    };
    (schema.build(), fields)
}

/// The skills an update must index again and those it must drop.
#[derive(Debug, Default, PartialEq)]
pub struct IndexPlan {
    /// Skills that are new or whose stamp moved.
    pub upserts: Vec<SkillSlug>,
    /// Skills no longer published.
    pub removals: Vec<SkillSlug>,
}

impl IndexPlan {
    /// True when the index already holds what was asked.
    pub fn is_empty(&self) -> bool {
        self.upserts.is_empty() && self.removals.is_empty()
    }
}

/// The live BM25 index: one writer, updated by difference, committed once
/// per update. Only one update runs at a time (the caller holds it behind a
/// lock); searches go through [`Searchable`] values and never block on it.
pub struct SearchIndex {
    writer: IndexWriter<TantivyDocument>,
    reader: IndexReader,
    fields: Fields,
    query: Arc<QueryParts>,
    /// What the committed index holds: each skill's stamp.
    indexed: HashMap<SkillSlug, ContentHash>,
    /// Changes since the last commit: a stamp added, or `None` for removed.
    staged: Vec<(SkillSlug, Option<ContentHash>)>,
    /// The folder the index lives in (`None`: RAM).
    folder: Option<PathBuf>,
    /// The lock on `folder` (held, not read: another process that opens
    /// the folder meanwhile builds its own index in RAM instead).
    _lock: Option<File>,
}

impl std::fmt::Debug for SearchIndex {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SearchIndex")
            .field("skills", &self.indexed.len())
            .field("folder", &self.folder)
            .finish()
    }
}

impl SearchIndex {
    /// An empty index in RAM.
    pub fn in_ram() -> Result<Self, SearchError> {
        let (schema, fields) = schema();
        Self::with_index(Index::create_in_ram(schema), fields)
    }

    /// The index kept in `folder` (made if missing), with what it already
    /// holds. One process keeps a folder at a time: while another does,
    /// this fails with [`OpenError::Busy`]. An index that cannot be read
    /// (damaged, or written by a build that indexed differently) is
    /// dropped and made afresh: it is a cache of the store.
    pub fn open(folder: &Path) -> Result<Self, OpenError> {
        let io = |source| OpenError::Io {
            path: folder.to_owned(),
            source,
        };
        make_private_folder(folder).map_err(io)?;
        let lock = File::options()
            .create(true)
            .truncate(false)
            .write(true)
            .open(folder.join(LOCK_FILE))
            .map_err(io)?;
        match lock.try_lock() {
            Ok(()) => {}
            Err(std::fs::TryLockError::WouldBlock) => {
                return Err(OpenError::Busy(folder.to_owned()));
            }
            Err(std::fs::TryLockError::Error(e)) => return Err(io(e)),
        }
        // Folders of other index versions are left by older builds.
        drop_other_versions(folder);
        let files = folder.join(FILES);
        let mut index = match Self::open_files(&files) {
            Ok(index) => index,
            Err(e) => {
                tracing::warn!(
                    folder = %files.display(),
                    error = %e,
                    "the search index on disk cannot be read; building it again"
                );
                // Ours alone (we hold the lock): drop it and start afresh.
                if let Err(e) = std::fs::remove_dir_all(&files)
                    && e.kind() != std::io::ErrorKind::NotFound
                {
                    return Err(io(e));
                }
                Self::open_files(&files).map_err(|e| match e {
                    FilesError::Io(source) => io(source),
                    FilesError::Index(source) => OpenError::Index {
                        path: files.clone(),
                        source,
                    },
                })?
            }
        };
        index.folder = Some(folder.to_owned());
        index._lock = Some(lock);
        Ok(index)
    }

    /// Opens or creates the tantivy index in `files`.
    fn open_files(files: &Path) -> Result<Self, FilesError> {
        make_private_folder(files).map_err(FilesError::Io)?;
        let (schema, fields) = schema();
        let directory = MmapDirectory::open(files)
            .map_err(|e| FilesError::Index(tantivy::TantivyError::SystemError(e.to_string())))?;
        let index = Index::open_or_create(directory, schema).map_err(FilesError::Index)?;
        let mut this = Self::with_index(index, fields).map_err(|e| FilesError::Index(e.0))?;
        this.indexed = this.read_indexed().map_err(FilesError::Index)?;
        Ok(this)
    }

    fn with_index(index: Index, fields: Fields) -> Result<Self, SearchError> {
        index.tokenizers().register(ANALYZER, analyzer());
        let writer = index.writer_with_num_threads(1, WRITER_HEAP_BYTES)?;
        let reader = index
            .reader_builder()
            .reload_policy(ReloadPolicy::Manual)
            .try_into()?;
        // What a skill is called and says it is for outranks a word that
        // merely appears somewhere in its instructions.
        let boosts = vec![
            (fields.slug, 3.0),
            (fields.name, 3.0),
            (fields.description, 2.0),
            (fields.tags, 2.0),
            (fields.body, 1.0),
        ];
        Ok(Self {
            writer,
            reader,
            fields,
            query: Arc::new(QueryParts {
                analyzer: Mutex::new(analyzer()),
                fields: boosts,
            }),
            indexed: HashMap::new(),
            staged: Vec::new(),
            folder: None,
            _lock: None,
        })
    }

    /// Each committed document's slug and stamp, from their fast columns.
    /// A slug held twice (which updates never leave) gets a stamp no
    /// skill has, so that the next update writes it again.
    fn read_indexed(&self) -> Result<HashMap<SkillSlug, ContentHash>, tantivy::TantivyError> {
        let searcher = self.reader.searcher();
        let corrupt = |what: &str| tantivy::TantivyError::InternalError(what.to_owned());
        let mut indexed = HashMap::new();
        for segment in searcher.segment_readers() {
            let columns = segment.fast_fields();
            let keys = columns.str(KEY)?.ok_or_else(|| corrupt("no key column"))?;
            let stamps = columns
                .str(STAMP)?
                .ok_or_else(|| corrupt("no stamp column"))?;
            // Each column's terms in order, once: a lookup per document
            // would decode a dictionary block each.
            let slugs: Vec<SkillSlug> = terms(&keys)?
                .iter()
                .map(|k| SkillSlug::parse(k).map_err(|e| corrupt(&e.to_string())))
                .collect::<Result<_, _>>()?;
            let hashes: Vec<ContentHash> = terms(&stamps)?
                .iter()
                .map(|s| ContentHash::parse(s).map_err(|e| corrupt(&e.to_string())))
                .collect::<Result<_, _>>()?;
            for doc in segment.doc_ids_alive() {
                let term = |column: &StrColumn| column.term_ords(doc).next().map(|o| o as usize);
                let (Some(slug), Some(hash)) = (
                    term(&keys).and_then(|o| slugs.get(o)),
                    term(&stamps).and_then(|o| hashes.get(o)),
                ) else {
                    return Err(corrupt("a document without its key or stamp"));
                };
                match indexed.entry(slug.clone()) {
                    Entry::Vacant(v) => {
                        v.insert(hash.clone());
                    }
                    Entry::Occupied(mut o) => {
                        o.insert(ContentHash::of_bytes(b""));
                    }
                }
            }
        }
        Ok(indexed)
    }

    /// The folder the index lives in; `None` for one in RAM.
    pub fn folder(&self) -> Option<&Path> {
        self.folder.as_deref()
    }

    /// What must change for the index to hold exactly `wanted` (each
    /// published skill's slug and [stamp](SearchDocument::stamp)).
    pub fn plan<'a>(
        &self,
        wanted: impl IntoIterator<Item = (&'a SkillSlug, ContentHash)>,
    ) -> IndexPlan {
        let mut plan = IndexPlan::default();
        let mut kept = HashSet::new();
        for (slug, stamp) in wanted {
            kept.insert(slug);
            if self.indexed.get(slug) != Some(&stamp) {
                plan.upserts.push(slug.clone());
            }
        }
        plan.removals = self
            .indexed
            .keys()
            .filter(|slug| !kept.contains(slug))
            .cloned()
            .collect();
        plan.removals.sort();
        plan
    }

    /// Number of skills in the committed index.
    pub fn len(&self) -> usize {
        self.indexed.len()
    }

    /// True when the committed index holds no skill.
    pub fn is_empty(&self) -> bool {
        self.indexed.is_empty()
    }

    fn key(&self, slug: &SkillSlug) -> Term {
        Term::from_field_text(self.fields.key, slug.as_str())
    }

    /// Drops a skill's document (staged until [`SearchIndex::commit`]).
    pub fn remove(&mut self, slug: &SkillSlug) {
        self.writer.delete_term(self.key(slug));
        self.staged.push((slug.clone(), None));
    }

    /// Indexes a skill, replacing its previous document (staged until
    /// [`SearchIndex::commit`]).
    pub fn upsert(&mut self, doc: &SearchDocument<'_>) -> Result<(), SearchError> {
        self.writer.delete_term(self.key(doc.slug));
        let f = &self.fields;
        let mut d = TantivyDocument::default();
        d.add_text(f.key, doc.slug.as_str());
        d.add_text(f.stamp, doc.stamp.as_str());
        d.add_text(f.slug, doc.slug.as_str().replace('-', " "));
        d.add_text(f.name, doc.name);
        d.add_text(f.description, doc.description);
        for tag in doc.tags {
            d.add_text(f.tags, tag);
        }
        d.add_text(f.body, doc.body);
        self.writer.add_document(d)?;
        self.staged
            .push((doc.slug.clone(), Some(doc.stamp.clone())));
        Ok(())
    }

    /// Makes the staged changes visible (and, in a folder, durable) and
    /// returns a searcher over them; on failure they are rolled back and
    /// the index stays as it was.
    pub fn commit(&mut self) -> Result<Searchable, SearchError> {
        let committed = self.writer.commit().and_then(|_| self.reader.reload());
        let staged = std::mem::take(&mut self.staged);
        if let Err(e) = committed {
            // Back to the last commit, which `indexed` still describes.
            let _ = self.writer.rollback();
            return Err(e.into());
        }
        for (slug, stamp) in staged {
            match stamp {
                Some(stamp) => self.indexed.insert(slug, stamp),
                None => self.indexed.remove(&slug),
            };
        }
        Ok(self.searchable())
    }

    /// Drops the staged changes: the index stays as at its last commit.
    pub fn abandon(&mut self) {
        self.staged.clear();
        if let Err(e) = self.writer.rollback() {
            tracing::warn!(error = %e, "cannot roll the search index's staged changes back");
        }
    }

    /// A point-in-time view of the committed index.
    pub fn searchable(&self) -> Searchable {
        Searchable {
            searcher: Some(self.reader.searcher()),
            query: Arc::clone(&self.query),
        }
    }

    /// An index in RAM holding `docs`, committed (tests and benchmarks).
    pub fn build<'a>(
        docs: impl IntoIterator<Item = SearchDocument<'a>>,
    ) -> Result<(Self, Searchable), SearchError> {
        let mut index = Self::in_ram()?;
        for doc in docs {
            index.upsert(&doc)?;
        }
        let searchable = index.commit()?;
        Ok((index, searchable))
    }
}

/// Every term of a string column, in term order (a term's ordinal is its
/// position).
fn terms(column: &StrColumn) -> std::io::Result<Vec<String>> {
    let mut stream = column.dictionary().stream()?;
    let mut terms = Vec::with_capacity(column.num_terms());
    while stream.advance() {
        terms.push(String::from_utf8_lossy(stream.key()).into_owned());
    }
    Ok(terms)
}

/// Why the files of an index folder could not be opened.
#[derive(Debug, thiserror::Error)]
enum FilesError {
    #[error("{0}")]
    Io(std::io::Error),
    #[error("{0}")]
    Index(tantivy::TantivyError),
}

/// Makes `folder` (and its parents) readable by this user alone where it
/// is new: the index holds every skill's instructions.
fn make_private_folder(folder: &Path) -> std::io::Result<()> {
    let mut builder = std::fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    std::os::unix::fs::DirBuilderExt::mode(&mut builder, 0o700);
    builder.create(folder)
}

/// Removes the folders of index versions other than [`FILES`] in `folder`.
fn drop_other_versions(folder: &Path) {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let old = name.to_str().is_some_and(|n| {
            n != FILES && n.starts_with('v') && n[1..].bytes().all(|b| b.is_ascii_digit())
        });
        // Only real folders: a link is not followed.
        if old
            && entry.file_type().is_ok_and(|t| t.is_dir())
            && let Err(e) = std::fs::remove_dir_all(entry.path())
        {
            tracing::warn!(folder = %entry.path().display(), error = %e, "cannot remove an old search index");
        }
    }
}

/// One snapshot's view of the index: immutable, cheap to share, and
/// unaffected by later updates.
#[derive(Clone)]
pub struct Searchable {
    /// `None`: an index with no documents (a catalog with no skills).
    searcher: Option<Searcher>,
    query: Arc<QueryParts>,
}

impl std::fmt::Debug for Searchable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Searchable")
            .field("docs", &self.num_docs())
            .finish()
    }
}

impl Searchable {
    /// A view that finds nothing.
    pub fn empty() -> Self {
        Self {
            searcher: None,
            query: Arc::new(QueryParts {
                analyzer: Mutex::new(analyzer()),
                fields: Vec::new(),
            }),
        }
    }

    /// Bytes the index's files take, for the log.
    pub fn bytes(&self) -> u64 {
        self.searcher
            .as_ref()
            .and_then(|s| s.space_usage().ok())
            .map_or(0, |u| u.total().get_bytes())
    }

    /// Number of segments (each costs a little per search).
    pub fn segments(&self) -> usize {
        self.searcher
            .as_ref()
            .map_or(0, |s| s.segment_readers().len())
    }

    /// Number of skills it can find.
    pub fn num_docs(&self) -> u64 {
        self.searcher.as_ref().map_or(0, |s| s.num_docs())
    }

    /// The query's words as the index's terms (lowercased, stemmed, stop
    /// words dropped), each once.
    fn words(&self, query: &str) -> BTreeSet<String> {
        let mut analyzer = self
            .query
            .analyzer
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        let mut stream = analyzer.token_stream(query);
        let mut words = BTreeSet::new();
        while stream.advance() {
            words.insert(stream.token().text.clone());
        }
        words
    }

    /// The best `limit` matches for `query`, best first, equal scores in
    /// slug order, with their BM25 scores. A query is words, not a query
    /// language: `*`, `field:`, `^`, quotes and operators are plain text
    /// here, and any word may match.
    pub fn search(&self, query: &str, limit: usize) -> Result<Vec<(SkillSlug, f32)>, SearchError> {
        let Some(searcher) = &self.searcher else {
            return Ok(Vec::new());
        };
        let words = self.words(query);
        if limit == 0 || words.is_empty() {
            return Ok(Vec::new());
        }
        let mut clauses: Vec<(Occur, Box<dyn Query>)> = Vec::new();
        for (field, boost) in &self.query.fields {
            for word in &words {
                let term = TermQuery::new(
                    Term::from_field_text(*field, word),
                    IndexRecordOption::WithFreqs,
                );
                clauses.push((
                    Occur::Should,
                    Box::new(BoostQuery::new(Box::new(term), *boost)),
                ));
            }
        }
        let query = BooleanQuery::new(clauses);
        let top = searcher.search(&query, &TopDocs::with_limit(limit).order_by_score())?;
        let mut matches = Vec::with_capacity(top.len());
        let mut seen = HashSet::with_capacity(top.len());
        // Each segment's column opened once: a long result list (the
        // console's search) would otherwise open it once per match.
        let mut columns: HashMap<u32, Option<StrColumn>> = HashMap::new();
        let mut key = String::new();
        for (score, address) in top {
            let column = match columns.entry(address.segment_ord) {
                Entry::Occupied(c) => c.into_mut(),
                Entry::Vacant(v) => v.insert(
                    searcher
                        .segment_reader(address.segment_ord)
                        .fast_fields()
                        .str(KEY)?,
                ),
            };
            let Some(ord) = column
                .as_ref()
                .and_then(|c| c.term_ords(address.doc_id).next())
            else {
                continue;
            };
            key.clear();
            if score.is_finite()
                && column
                    .as_ref()
                    .is_some_and(|c| c.ord_to_str(ord, &mut key).unwrap_or(false))
                && let Ok(slug) = SkillSlug::parse(&key)
                && seen.insert(slug.clone())
            {
                matches.push((slug, score));
            }
        }
        matches.sort_by(|a, b| b.1.total_cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
        Ok(matches)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn slug(s: &str) -> SkillSlug {
        SkillSlug::parse(s).unwrap()
    }

    fn h(s: &str) -> ContentHash {
        ContentHash::of_bytes(s.as_bytes())
    }

    struct Doc {
        slug: SkillSlug,
        description: &'static str,
        tags: Vec<String>,
        body: &'static str,
        hash: ContentHash,
    }

    fn docs() -> Vec<Doc> {
        let doc = |s: &str, description, tags: &[&str], body| Doc {
            slug: slug(s),
            description,
            tags: tags.iter().map(|t| t.to_string()).collect(),
            body,
            hash: h(s),
        };
        vec![
            doc(
                "code-review",
                "Code review and debugging assistance for pull requests.",
                &["review", "git"],
                "# Code review\n\nCheck correctness, tests and security.",
            ),
            doc(
                "prompt-writer",
                "Professional prompt writing and optimization.",
                &[],
                "Use the CRISPE framework. Mention code examples when useful.",
            ),
            doc(
                "technical-doc",
                "Technical documentation writing: READMEs and runbooks.",
                &[],
                "Write for a new engineer.",
            ),
        ]
    }

    fn search_doc(d: &Doc) -> SearchDocument<'_> {
        SearchDocument {
            slug: &d.slug,
            name: d.slug.as_str(),
            description: d.description,
            tags: &d.tags,
            body: d.body,
            stamp: d.hash.clone(),
        }
    }

    fn index() -> Searchable {
        let docs = docs();
        SearchIndex::build(docs.iter().map(search_doc)).unwrap().1
    }

    fn slugs(matches: &[(SkillSlug, f32)]) -> Vec<&str> {
        matches.iter().map(|m| m.0.as_str()).collect()
    }

    #[test]
    fn ranks_by_what_a_skill_is_for() {
        let idx = index();
        // "code" is in code-review's slug, name and description, and only in
        // prompt-writer's body.
        let found = idx.search("code", 10).unwrap();
        assert_eq!(slugs(&found), ["code-review", "prompt-writer"]);
        assert!(found[0].1 > found[1].1);
        // Stemming: "reviewing" finds "review"; stop words are ignored.
        assert_eq!(
            slugs(&idx.search("reviewing the pull request", 10).unwrap()),
            ["code-review"]
        );
        assert_eq!(
            slugs(&idx.search("how do I write a README", 10).unwrap())[0],
            "technical-doc"
        );
    }

    #[test]
    fn limits_and_forgives_syntax() {
        let idx = index();
        assert_eq!(idx.search("writing", 1).unwrap().len(), 1);
        assert_eq!(idx.search("writing", 0).unwrap(), []);
        assert_eq!(idx.search("nothing-matches-this", 10).unwrap(), []);
        for odd in [
            "\"unterminated",
            "body:(",
            "a AND",
            "-",
            ":::",
            "*",
            "sid:1",
            "code^1e40",
        ] {
            for m in idx.search(odd, 10).unwrap() {
                assert!(m.1.is_finite(), "{odd}");
            }
        }
        // Query syntax is plain text: no wildcard that matches everything,
        // no field that is not searched, no boost from the query.
        assert_eq!(idx.search("*", 10).unwrap(), []);
        assert_eq!(idx.search("sid:1", 10).unwrap(), []);
        let plain = idx.search("code", 10).unwrap();
        assert_eq!(idx.search("code^1e40", 10).unwrap()[0].1, plain[0].1);
        assert_eq!(slugs(&idx.search("title:code", 10).unwrap()), slugs(&plain));
    }

    #[test]
    fn an_empty_index_finds_nothing() {
        let (_, idx) = SearchIndex::build(std::iter::empty()).unwrap();
        assert_eq!(idx.search("anything", 10).unwrap(), []);
        assert_eq!(Searchable::empty().search("anything", 10).unwrap(), []);
    }

    #[test]
    fn updates_by_difference_leave_earlier_views_as_they_were() {
        let docs = self::docs();
        let (mut index, before) = SearchIndex::build(docs.iter().map(search_doc)).unwrap();
        let wanted: Vec<_> = docs.iter().map(|d| (&d.slug, d.hash.clone())).collect();
        assert!(index.plan(wanted).is_empty());

        // prompt-writer changes, technical-doc goes, a new skill comes.
        let changed = Doc {
            body: "Now about haiku.",
            hash: h("prompt-writer v2"),
            ..self::docs().remove(1)
        };
        let new = Doc {
            slug: slug("haiku-poet"),
            description: "Writes haiku.",
            tags: Vec::new(),
            body: "Five, seven, five.",
            hash: h("haiku-poet"),
        };
        let plan = index.plan([
            (&docs[0].slug, docs[0].hash.clone()),
            (&changed.slug, changed.hash.clone()),
            (&new.slug, new.hash.clone()),
        ]);
        assert_eq!(
            plan,
            IndexPlan {
                upserts: vec![changed.slug.clone(), new.slug.clone()],
                removals: vec![slug("technical-doc")],
            }
        );
        index.remove(&plan.removals[0]);
        for d in [&changed, &new] {
            index.upsert(&search_doc(d)).unwrap();
        }
        let after = index.commit().unwrap();
        assert_eq!(index.len(), 3);
        assert_eq!(
            slugs(&after.search("haiku", 10).unwrap()),
            ["haiku-poet", "prompt-writer"]
        );
        assert_eq!(after.search("CRISPE", 10).unwrap(), []);
        assert_eq!(after.search("runbooks", 10).unwrap(), []);
        assert_eq!(after.num_docs(), 3);
        // The view taken before the update still answers as before.
        assert_eq!(
            slugs(&before.search("CRISPE", 10).unwrap()),
            ["prompt-writer"]
        );
        assert_eq!(
            slugs(&before.search("runbooks", 10).unwrap()),
            ["technical-doc"]
        );
        assert_eq!(before.search("haiku", 10).unwrap(), []);
        // A removed slug that comes back is found again.
        index.upsert(&search_doc(&docs[2])).unwrap();
        let back = index.commit().unwrap();
        assert_eq!(
            slugs(&back.search("runbooks", 10).unwrap()),
            ["technical-doc"]
        );
        assert_eq!(back.num_docs(), 4);
    }

    #[test]
    fn a_folder_index_outlives_its_process_and_knows_what_it_holds() {
        let dir = tempfile::tempdir().unwrap();
        let folder = dir.path().join("search");
        let docs = self::docs();
        {
            let mut index = SearchIndex::open(&folder).unwrap();
            assert!(index.is_empty());
            assert_eq!(index.folder(), Some(folder.as_path()));
            for d in &docs {
                index.upsert(&search_doc(d)).unwrap();
            }
            index.remove(&docs[2].slug);
            index.commit().unwrap();
            // A second opener while the first keeps it: refused, not shared.
            assert!(matches!(
                SearchIndex::open(&folder),
                Err(OpenError::Busy(_))
            ));
        }
        // Reopened: the same documents, found without indexing again.
        let index = SearchIndex::open(&folder).unwrap();
        assert_eq!(index.len(), 2);
        let wanted: Vec<_> = docs[..2]
            .iter()
            .map(|d| (&d.slug, d.hash.clone()))
            .collect();
        assert!(index.plan(wanted).is_empty());
        let view = index.searchable();
        assert_eq!(
            slugs(&view.search("CRISPE", 10).unwrap()),
            ["prompt-writer"]
        );
        assert_eq!(view.search("runbooks", 10).unwrap(), []);
        // A moved stamp is planned again.
        let plan = index.plan([(&docs[0].slug, h("edited"))]);
        assert_eq!(plan.upserts, [docs[0].slug.clone()]);
        assert_eq!(plan.removals, [docs[1].slug.clone()]);
    }

    #[test]
    fn a_damaged_or_old_folder_index_is_built_again() {
        let dir = tempfile::tempdir().unwrap();
        let folder = dir.path().join("search");
        {
            let mut index = SearchIndex::open(&folder).unwrap();
            index.upsert(&search_doc(&docs()[0])).unwrap();
            index.commit().unwrap();
        }
        // An older version's files, and a damaged meta.json.
        std::fs::create_dir_all(folder.join("v0")).unwrap();
        std::fs::write(folder.join("v0/meta.json"), "old").unwrap();
        std::fs::write(folder.join(FILES).join("meta.json"), "{ not json").unwrap();
        let mut index = SearchIndex::open(&folder).unwrap();
        assert!(index.is_empty());
        assert!(!folder.join("v0").exists());
        index.upsert(&search_doc(&docs()[1])).unwrap();
        let view = index.commit().unwrap();
        assert_eq!(
            slugs(&view.search("CRISPE", 10).unwrap()),
            ["prompt-writer"]
        );
        // A file where the folder should be: a clear error, nothing removed.
        let file = dir.path().join("a-file");
        std::fs::write(&file, "keep").unwrap();
        let err = SearchIndex::open(&file).unwrap_err().to_string();
        assert!(
            err.starts_with(&format!(
                "cannot use the search index folder {}",
                file.display()
            )),
            "{err}"
        );
        assert_eq!(std::fs::read_to_string(&file).unwrap(), "keep");
    }
}
