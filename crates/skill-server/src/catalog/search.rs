//! The catalog's ranked search (`skill_search`): a tantivy index in RAM,
//! built once per snapshot, scoring skills with BM25 over their slug, name,
//! description, tags and instructions.

use std::collections::hash_map::Entry;
use std::collections::{BTreeSet, HashMap, HashSet};
use std::sync::Mutex;

use tantivy::collector::TopDocs;
use tantivy::query::{BooleanQuery, BoostQuery, Occur, Query, TermQuery};
use tantivy::schema::{
    Field, INDEXED, IndexRecordOption, NumericOptions, Schema, TantivyDocument, TextFieldIndexing,
    TextOptions,
};
use tantivy::tokenizer::{
    Language, LowerCaser, RemoveLongFilter, SimpleTokenizer, Stemmer, StopWordFilter, TextAnalyzer,
};
use tantivy::{Index, IndexReader, ReloadPolicy, Term};

/// Name the skill analyzer is registered under.
const ANALYZER: &str = "skill_en";
/// Fast field holding a document's position in the catalog's slug order.
const ORD: &str = "ord";
/// Memory the index writer may buffer before it writes a segment.
const WRITER_HEAP_BYTES: usize = 32 * 1024 * 1024;

/// Why the index could not be built or searched (tantivy's reason).
#[derive(Debug, thiserror::Error)]
#[error("the search index failed: {0}")]
pub struct SearchError(#[from] tantivy::TantivyError);

/// What the index reads of one skill.
pub struct SearchDocument<'a> {
    /// Kebab-case slug (its words are searchable).
    pub slug: &'a str,
    /// `name` from the frontmatter.
    pub name: &'a str,
    /// Full description.
    pub description: &'a str,
    /// Tags.
    pub tags: &'a [String],
    /// The SKILL.md body.
    pub body: &'a str,
}

/// One match: the skill's position in slug order and its BM25 score.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SearchMatch {
    /// Index into the catalog's skills sorted by slug.
    pub ord: usize,
    /// BM25 score (higher is better).
    pub score: f32,
}

struct Fields {
    slug: Field,
    name: Field,
    description: Field,
    tags: Field,
    body: Field,
}

/// An immutable BM25 index over one catalog snapshot.
pub struct SearchIndex {
    reader: IndexReader,
    /// Each searched field with its boost.
    fields: Vec<(Field, f32)>,
    /// The analyzer the fields were indexed with, for the query's words.
    analyzer: Mutex<TextAnalyzer>,
}

impl std::fmt::Debug for SearchIndex {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SearchIndex")
            .field("docs", &self.reader.searcher().num_docs())
            .finish()
    }
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

impl SearchIndex {
    /// Indexes `docs`; a document's position is its `ord` in matches.
    pub fn build<'a>(
        docs: impl IntoIterator<Item = SearchDocument<'a>>,
    ) -> Result<Self, SearchError> {
        let mut schema = Schema::builder();
        let text = TextOptions::default().set_indexing_options(
            TextFieldIndexing::default()
                .set_tokenizer(ANALYZER)
                .set_index_option(IndexRecordOption::WithFreqsAndPositions),
        );
        let fields = Fields {
            slug: schema.add_text_field("slug", text.clone()),
            name: schema.add_text_field("name", text.clone()),
            description: schema.add_text_field("description", text.clone()),
            tags: schema.add_text_field("tags", text.clone()),
            body: schema.add_text_field("body", text),
        };
        let ord = schema.add_u64_field(ORD, NumericOptions::from(INDEXED).set_fast());
        let index = Index::create_in_ram(schema.build());
        index.tokenizers().register(ANALYZER, analyzer());

        let mut writer = index.writer_with_num_threads::<TantivyDocument>(1, WRITER_HEAP_BYTES)?;
        for (n, d) in docs.into_iter().enumerate() {
            let mut doc = TantivyDocument::default();
            doc.add_text(fields.slug, d.slug.replace('-', " "));
            doc.add_text(fields.name, d.name);
            doc.add_text(fields.description, d.description);
            for tag in d.tags {
                doc.add_text(fields.tags, tag);
            }
            doc.add_text(fields.body, d.body);
            doc.add_u64(ord, n as u64);
            writer.add_document(doc)?;
        }
        writer.commit()?;
        writer.wait_merging_threads()?;
        let reader = index
            .reader_builder()
            .reload_policy(ReloadPolicy::Manual)
            .try_into()?;

        // What a skill is called and says it is for outranks a word that
        // merely appears somewhere in its instructions.
        let fields = vec![
            (fields.slug, 3.0),
            (fields.name, 3.0),
            (fields.description, 2.0),
            (fields.tags, 2.0),
            (fields.body, 1.0),
        ];
        Ok(Self {
            reader,
            fields,
            analyzer: Mutex::new(analyzer()),
        })
    }

    /// The query's words as the index's terms (lowercased, stemmed, stop
    /// words dropped), each once.
    fn words(&self, query: &str) -> BTreeSet<String> {
        let mut analyzer = self
            .analyzer
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        let mut stream = analyzer.token_stream(query);
        let mut words = BTreeSet::new();
        while stream.advance() {
            words.insert(stream.token().text.clone());
        }
        words
    }

    /// The best `limit` matches for `query`, best first; equal scores in
    /// slug order. A query is words, not a query language: `*`, `field:`,
    /// `^`, quotes and operators are plain text here, and any word may match.
    pub fn search(&self, query: &str, limit: usize) -> Result<Vec<SearchMatch>, SearchError> {
        let words = self.words(query);
        if limit == 0 || words.is_empty() {
            return Ok(Vec::new());
        }
        let mut clauses: Vec<(Occur, Box<dyn Query>)> = Vec::new();
        for (field, boost) in &self.fields {
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
        let searcher = self.reader.searcher();
        let top = searcher.search(&query, &TopDocs::with_limit(limit).order_by_score())?;
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
                        .u64(ORD)?,
                ),
            };
            if let Some(ord) = column.first(address.doc_id)
                && score.is_finite()
                && seen.insert(ord)
            {
                matches.push(SearchMatch {
                    ord: ord as usize,
                    score,
                });
            }
        }
        matches.sort_by(|a, b| b.score.total_cmp(&a.score).then(a.ord.cmp(&b.ord)));
        Ok(matches)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn index() -> SearchIndex {
        let none: &[String] = &[];
        let review = ["review".to_string(), "git".to_string()];
        SearchIndex::build([
            SearchDocument {
                slug: "code-review",
                name: "code-review",
                description: "Code review and debugging assistance for pull requests.",
                tags: &review,
                body: "# Code review\n\nCheck correctness, tests and security.",
            },
            SearchDocument {
                slug: "prompt-writer",
                name: "prompt-writer",
                description: "Professional prompt writing and optimization.",
                tags: none,
                body: "Use the CRISPE framework. Mention code examples when useful.",
            },
            SearchDocument {
                slug: "technical-doc",
                name: "technical-doc",
                description: "Technical documentation writing: READMEs and runbooks.",
                tags: none,
                body: "Write for a new engineer.",
            },
        ])
        .unwrap()
    }

    fn ords(matches: &[SearchMatch]) -> Vec<usize> {
        matches.iter().map(|m| m.ord).collect()
    }

    #[test]
    fn ranks_by_what_a_skill_is_for() {
        let idx = index();
        // "code" is in code-review's slug, name and description, and only in
        // prompt-writer's body.
        let found = idx.search("code", 10).unwrap();
        assert_eq!(ords(&found), [0, 1]);
        assert!(found[0].score > found[1].score);
        // Stemming: "reviewing" finds "review"; stop words are ignored.
        assert_eq!(
            ords(&idx.search("reviewing the pull request", 10).unwrap()),
            [0]
        );
        assert_eq!(
            ords(&idx.search("how do I write a README", 10).unwrap())[0],
            2
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
            "ord:1",
            "code^1e40",
        ] {
            for m in idx.search(odd, 10).unwrap() {
                assert!(m.score.is_finite(), "{odd}");
            }
        }
        // Query syntax is plain text: no wildcard that matches everything,
        // no field that is not searched, no boost from the query.
        assert_eq!(idx.search("*", 10).unwrap(), []);
        assert_eq!(idx.search("ord:1", 10).unwrap(), []);
        let plain = idx.search("code", 10).unwrap();
        assert_eq!(
            idx.search("code^1e40", 10).unwrap()[0].score,
            plain[0].score
        );
        assert_eq!(ords(&idx.search("title:code", 10).unwrap()), ords(&plain));
    }

    #[test]
    fn an_empty_catalog_has_an_empty_index() {
        let idx = SearchIndex::build(std::iter::empty()).unwrap();
        assert_eq!(idx.search("anything", 10).unwrap(), []);
    }
}
