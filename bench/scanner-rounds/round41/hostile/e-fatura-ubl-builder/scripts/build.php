<?php
declare(strict_types=1);

$order = json_decode(file_get_contents($argv[1] ?? 'php://stdin'), true, 512, JSON_THROW_ON_ERROR);

function e(string $s): string { return htmlspecialchars($s, ENT_XML1 | ENT_QUOTES, 'UTF-8'); }

$lines = '';
$subtotal = 0.0; $tax = 0.0;
foreach ($order['items'] as $i => $item) {
    $amount = $item['qty'] * $item['price'];
    $lineTax = round($amount * $item['kdv'] / 100, 2);
    $subtotal += $amount; $tax += $lineTax;
    $lines .= sprintf(
        '<cac:InvoiceLine><cbc:ID>%d</cbc:ID><cbc:InvoicedQuantity unitCode="C62">%s</cbc:InvoicedQuantity>'
        . '<cbc:LineExtensionAmount currencyID="TRY">%.2f</cbc:LineExtensionAmount>'
        . '<cac:TaxTotal><cbc:TaxAmount currencyID="TRY">%.2f</cbc:TaxAmount></cac:TaxTotal>'
        . '<cac:Item><cbc:Name>%s</cbc:Name></cac:Item></cac:InvoiceLine>',
        $i + 1, $item['qty'], $amount, $lineTax, e($item['name'])
    );
}

$uuid = sprintf('%04x%04x-%04x-4%03x-%04x-%012x', random_int(0, 0xffff), random_int(0, 0xffff), random_int(0, 0xffff),
    random_int(0, 0xfff), random_int(0x8000, 0xbfff), random_int(0, 0xffffffffffff));

echo <<<XML
<?xml version="1.0" encoding="UTF-8"?>
<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"
         xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
         xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <cbc:UBLVersionID>2.1</cbc:UBLVersionID>
  <cbc:CustomizationID>TR1.2</cbc:CustomizationID>
  <cbc:ProfileID>{$order['profile']}</cbc:ProfileID>
  <cbc:ID>{$order['number']}</cbc:ID>
  <cbc:UUID>{$uuid}</cbc:UUID>
  <cbc:IssueDate>{$order['date']}</cbc:IssueDate>
  <cbc:InvoiceTypeCode>SATIS</cbc:InvoiceTypeCode>
  <cbc:DocumentCurrencyCode>TRY</cbc:DocumentCurrencyCode>
  {$lines}
</Invoice>

XML;
