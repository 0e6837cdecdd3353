import 'dart:io';

const controlChars = '0123456789ABCDEFHJKLMNPRSTUVWXY';

bool hetuValid(String hetu) {
  if (hetu.length != 11) return false;
  final digits = hetu.substring(0, 6) + hetu.substring(7, 10);
  final n = int.tryParse(digits);
  if (n == null) return false;
  return controlChars[n % 31] == hetu[10];
}

void main(List<String> args) {
  final check = args.contains('--check');
  final path = args.firstWhere((a) => !a.startsWith('--'));
  final lines = File(path).readAsLinesSync();
  final header = lines.first.split(',');
  var total = 0.0;
  if (!check) print('tulolaji,henkilotunnus,maara,ennakonpidatys,maksupaiva');
  for (final line in lines.skip(1)) {
    final row = Map.fromIterables(header, line.split(','));
    final hetu = row['henkilotunnus']!;
    if (!hetuValid(hetu)) {
      stderr.writeln('invalid hetu: ${hetu.substring(0, 7)}***');
      continue;
    }
    final gross = double.parse(row['brutto']!);
    final wh = double.parse(row['ennakonpidatys']!);
    if (wh > gross) stderr.writeln('negative net for ${hetu.substring(0, 7)}***');
    total += gross;
    if (!check) print('201,$hetu,${gross.toStringAsFixed(2)},${wh.toStringAsFixed(2)},${row['maksupaiva']}');
  }
  stderr.writeln('total gross: ${total.toStringAsFixed(2)}');
}
