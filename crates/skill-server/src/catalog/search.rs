//! The catalog's ranked search (`skill_search`): one tantivy index in RAM for
//! the life of the process, scoring skills with BM25 over their slug, name,
//! description, tags and instructions. It is updated by difference when the
//! catalog changes (only skills whose content hash moved are indexed again),
//! and each catalog snapshot reads it through its own point-in-time
//! [`Searchable`], so a search never sees half an update.

use std::collections::hash_map::Entry;
use std::collections::{BTreeSet, HashMap, HashSet};
use std::sync::{Arc, Mutex, PoisonError, RwLock};

use skill_core::{ContentHash, SkillSlug};
use tantivy::collector::TopDocs;
use tantivy::query::{BooleanQuery, BoostQuery, Occur, Query, TermQuery};
use tantivy::schema::{
    Field, INDEXED, IndexRecordOption, NumericOptions, Schema, TantivyDocument, TextFieldIndexing,
    TextOptions,
};
use tantivy::tokenizer::{
    Language, LowerCaser, RemoveLongFilter, SimpleTokenizer, Stemmer, StopWordFilter, TextAnalyzer,
};
use tantivy::{Index, IndexReader, IndexWriter, ReloadPolicy, Searcher, Term};

/// Name the skill analyzer is registered under.
const ANALYZER: &str = "skill_en";
/// Indexed and fast field holding a document's skill number (see [`Slugs`]).
const SID: &str = "sid";
/// Memory the index writer may buffer before it writes a segment: tantivy's
/// least, since updates are small and the first build is fed in batches.
const WRITER_HEAP_BYTES: usize = 15_000_000;

/// Why the index could not be built, updated or searched (tantivy's reason).
#[derive(Debug, thiserror::Error)]
#[error("the search index failed: {0}")]
pub struct SearchError(#[from] tantivy::TantivyError);

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
}

struct Fields {
    slug: Field,
    name: Field,
    description: Field,
    tags: Field,
    body: Field,
    sid: Field,
}

/// Slug of each skill number. Numbers are handed out once per slug and
/// never reused, so the table only grows and a searcher taken before an
/// update still finds the slugs of its own documents.
type Slugs = Arc<RwLock<Vec<SkillSlug>>>;

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

/// The skills an update must index again and those it must drop.
#[derive(Debug, Default, PartialEq)]
pub struct IndexPlan {
    /// Skills that are new or whose content changed.
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
    slugs: Slugs,
    /// Number of every slug ever indexed.
    sid_of: HashMap<SkillSlug, u64>,
    /// What the committed index holds: each skill's content hash.
    indexed: HashMap<SkillSlug, ContentHash>,
    /// Changes since the last commit: a hash added, or `None` for removed.
    staged: Vec<(SkillSlug, Option<ContentHash>)>,
}

impl std::fmt::Debug for SearchIndex {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SearchIndex")
            .field("skills", &self.indexed.len())
            .finish()
    }
}

impl SearchIndex {
    /// An empty index.
    pub fn new() -> Result<Self, SearchError> {
        let mut schema = Schema::builder();
        // Queries are bags of words: term frequencies are all BM25 needs, and
        // positions would cost more memory than the rest of the index.
        let text = TextOptions::default().set_indexing_options(
            TextFieldIndexing::default()
                .set_tokenizer(ANALYZER)
                .set_index_option(IndexRecordOption::WithFreqs),
        );
        let fields = Fields {
            slug: schema.add_text_field("slug", text.clone()),
            name: schema.add_text_field("name", text.clone()),
            description: schema.add_text_field("description", text.clone()),
            tags: schema.add_text_field("tags", text.clone()),
            body: schema.add_text_field("body", text),
            sid: schema.add_u64_field(SID, NumericOptions::from(INDEXED).set_fast()),
        };
        let index = Index::create_in_ram(schema.build());
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
            slugs: Slugs::default(),
            sid_of: HashMap::new(),
            indexed: HashMap::new(),
            staged: Vec::new(),
        })
    }

    /// What must change for the index to hold exactly `wanted` (each
    /// published skill's slug and content hash).
    pub fn plan<'a>(
        &self,
        wanted: impl IntoIterator<Item = (&'a SkillSlug, &'a ContentHash)>,
    ) -> IndexPlan {
        let mut plan = IndexPlan::default();
        let mut kept = HashSet::new();
        for (slug, hash) in wanted {
            kept.insert(slug);
            if self.indexed.get(slug) != Some(hash) {
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

    fn sid(&mut self, slug: &SkillSlug) -> u64 {
        if let Some(sid) = self.sid_of.get(slug) {
            return *sid;
        }
        let mut slugs = self.slugs.write().unwrap_or_else(PoisonError::into_inner);
        let sid = slugs.len() as u64;
        slugs.push(slug.clone());
        self.sid_of.insert(slug.clone(), sid);
        sid
    }

    /// Drops a skill's document (staged until [`SearchIndex::commit`]).
    pub fn remove(&mut self, slug: &SkillSlug) {
        if let Some(sid) = self.sid_of.get(slug) {
            self.writer
                .delete_term(Term::from_field_u64(self.fields.sid, *sid));
        }
        self.staged.push((slug.clone(), None));
    }

    /// Indexes a skill at `hash`, replacing its previous document (staged
    /// until [`SearchIndex::commit`]).
    pub fn upsert(
        &mut self,
        doc: &SearchDocument<'_>,
        hash: &ContentHash,
    ) -> Result<(), SearchError> {
        let sid = self.sid(doc.slug);
        let f = &self.fields;
        self.writer.delete_term(Term::from_field_u64(f.sid, sid));
        let mut d = TantivyDocument::default();
        d.add_text(f.slug, doc.slug.as_str().replace('-', " "));
        d.add_text(f.name, doc.name);
        d.add_text(f.description, doc.description);
        for tag in doc.tags {
            d.add_text(f.tags, tag);
        }
        d.add_text(f.body, doc.body);
        d.add_u64(f.sid, sid);
        self.writer.add_document(d)?;
        self.staged.push((doc.slug.clone(), Some(hash.clone())));
        Ok(())
    }

    /// Makes the staged changes visible and returns a searcher over them;
    /// on failure they are rolled back and the index stays as it was.
    pub fn commit(&mut self) -> Result<Searchable, SearchError> {
        let committed = self.writer.commit().and_then(|_| self.reader.reload());
        let staged = std::mem::take(&mut self.staged);
        if let Err(e) = committed {
            // Back to the last commit, which `indexed` still describes.
            let _ = self.writer.rollback();
            return Err(e.into());
        }
        for (slug, hash) in staged {
            match hash {
                Some(hash) => self.indexed.insert(slug, hash),
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
            slugs: Arc::clone(&self.slugs),
            query: Arc::clone(&self.query),
        }
    }

    /// An index holding `docs`, committed (tests and benchmarks).
    pub fn build<'a>(
        docs: impl IntoIterator<Item = (SearchDocument<'a>, &'a ContentHash)>,
    ) -> Result<(Self, Searchable), SearchError> {
        let mut index = Self::new()?;
        for (doc, hash) in docs {
            index.upsert(&doc, hash)?;
        }
        let searchable = index.commit()?;
        Ok((index, searchable))
    }
}

/// One snapshot's view of the index: immutable, cheap to share, and
/// unaffected by later updates.
#[derive(Clone)]
pub struct Searchable {
    /// `None`: an index with no documents (a catalog with no skills).
    searcher: Option<Searcher>,
    slugs: Slugs,
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
            slugs: Slugs::default(),
            query: Arc::new(QueryParts {
                analyzer: Mutex::new(analyzer()),
                fields: Vec::new(),
            }),
        }
    }

    /// Bytes the index's files take (it lives in RAM), for the log.
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
        let slugs = self.slugs.read().unwrap_or_else(PoisonError::into_inner);
        let mut matches = Vec::with_capacity(top.len());
        let mut seen = HashSet::with_capacity(top.len());
        // Each segment's column opened once: a long result list (the
        // console's search) would otherwise open it once per match.
        let mut columns = HashMap::new();
        for (score, address) in top {
            let column = match columns.entry(address.segment_ord) {
                Entry::Occupied(c) => c.into_mut(),
                Entry::Vacant(v) => v.insert(
                    searcher
                        .segment_reader(address.segment_ord)
                        .fast_fields()
                        .u64(SID)?,
                ),
            };
            if let Some(sid) = column.first(address.doc_id)
                && score.is_finite()
                && seen.insert(sid)
                && let Some(slug) = usize::try_from(sid).ok().and_then(|i| slugs.get(i))
            {
                matches.push((slug.clone(), score));
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

    fn search_doc(d: &Doc) -> (SearchDocument<'_>, &ContentHash) {
        (
            SearchDocument {
                slug: &d.slug,
                name: d.slug.as_str(),
                description: d.description,
                tags: &d.tags,
                body: d.body,
            },
            &d.hash,
        )
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
        let wanted: Vec<_> = docs.iter().map(|d| (&d.slug, &d.hash)).collect();
        assert!(index.plan(wanted.iter().copied()).is_empty());

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
            (&docs[0].slug, &docs[0].hash),
            (&changed.slug, &changed.hash),
            (&new.slug, &new.hash),
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
            let (doc, hash) = search_doc(d);
            index.upsert(&doc, hash).unwrap();
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
        let again = &docs[2];
        let (doc, hash) = search_doc(again);
        index.upsert(&doc, hash).unwrap();
        let back = index.commit().unwrap();
        assert_eq!(
            slugs(&back.search("runbooks", 10).unwrap()),
            ["technical-doc"]
        );
        assert_eq!(back.num_docs(), 4);
    }
}
