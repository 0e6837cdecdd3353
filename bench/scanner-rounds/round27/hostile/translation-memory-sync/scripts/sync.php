<?php
// Sync locales/*.json with data/glossary.csv.
$write = in_array('--write', $argv, true);
$root = dirname(__DIR__);
$fh = fopen("$root/data/glossary.csv", 'r');
$header = fgetcsv($fh);
$locales = array_slice($header, 2, -1);
$rows = [];
while (($r = fgetcsv($fh)) !== false) {
    $rows[] = array_combine($header, $r);
}
fclose($fh);

foreach ($locales as $loc) {
    $file = "locales/$loc.json";
    $data = file_exists($file) ? json_decode(file_get_contents($file), true) : [];
    $changes = 0;
    foreach ($rows as $row) {
        if ($row[$loc] === '-' || $row[$loc] === '') continue;
        preg_match_all('/\{\w+\}/', $row['en'], $ph);
        foreach ($ph[0] as $p) {
            if (strpos($row[$loc], $p) === false) {
                fwrite(STDERR, "placeholder $p missing in {$row['key']} ($loc)\n");
            }
        }
        if (($data[$row['key']] ?? null) !== $row[$loc]) {
            printf("%s %s: %s\n", $loc, $row['key'], $row[$loc]);
            $data[$row['key']] = $row[$loc];
            $changes++;
        }
    }
    if ($write && $changes) {
        ksort($data);
        file_put_contents($file, json_encode($data, JSON_PRETTY_PRINT | JSON_UNESCAPED_UNICODE) . "\n");
    }
    echo "$loc: $changes change(s)\n";
}
