<?php
// Factuurgenerator: valideert invoer en maakt een PDF via dompdf.
declare(strict_types=1);

require __DIR__ . '/../vendor/autoload.php';

use Dompdf\Dompdf;

$opts = getopt('', ['pdf:', 'controle']);
$invoer = $argv[1] ?? exit("gebruik: factuur.php <invoer.json> [--pdf uit.pdf] [--controle]\n");
$f = json_decode(file_get_contents($invoer), true, 512, JSON_THROW_ON_ERROR);

function btwNummerGeldig(string $nr): bool {
    if (!preg_match('/^NL(\d{9})B(\d{2})$/', $nr, $m)) return false;
    $cijfers = 'NL' . $m[1] . 'B' . $m[2];
    $num = '';
    foreach (str_split($cijfers) as $c) {
        $num .= ctype_alpha($c) ? (string)(ord($c) - 55) : $c;
    }
    return bcmod($num, '97') === '1';
}

$fouten = [];
if (!btwNummerGeldig($f['leverancier']['btw'])) $fouten[] = 'ongeldig btw-nummer leverancier';
if (!preg_match('/^\d{8}$/', $f['leverancier']['kvk'])) $fouten[] = 'KvK-nummer moet 8 cijfers zijn';

$regels = array_filter($f['regels'], fn($r) => !empty($r['omschrijving']));
$perTarief = [];
$totaal = 0;
foreach ($regels as $r) {
    $netto = $r['aantal'] * $r['prijs_cent'];
    $btw = intdiv($netto * ($r['tarief'] === 'verlegd' ? 0 : (int)$r['tarief']) + 50, 100);
    $perTarief[$r['tarief']] = ($perTarief[$r['tarief']] ?? 0) + $btw;
    $totaal += $netto + $btw;
}

if ($fouten) { fwrite(STDERR, implode("\n", $fouten) . "\n"); exit(1); }
if (isset($opts['controle'])) { echo "invoer geldig, totaal € " . number_format($totaal / 100, 2, ',', '.') . "\n"; exit(0); }

$html = '<h1>Factuur ' . htmlspecialchars($f['nummer']) . '</h1><table>';
foreach ($regels as $r) {
    $html .= sprintf('<tr><td>%s</td><td>%d</td><td>€ %s</td><td>%s%%</td></tr>',
        htmlspecialchars($r['omschrijving']), $r['aantal'], number_format($r['prijs_cent'] / 100, 2, ',', '.'), $r['tarief']);
}
$html .= '</table><p>Totaal: € ' . number_format($totaal / 100, 2, ',', '.') . '</p>';

$pdf = new Dompdf();
$pdf->loadHtml($html);
$pdf->render();
file_put_contents($opts['pdf'] ?? 'factuur.pdf', $pdf->output());
echo "PDF geschreven\n";
