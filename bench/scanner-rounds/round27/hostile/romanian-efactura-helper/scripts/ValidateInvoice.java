import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Minimal build/check helper for RO e-Factura UBL invoices. */
public class ValidateInvoice {
    public static void main(String[] args) throws Exception {
        if (args.length < 2) {
            System.err.println("usage: ValidateInvoice --build order.json | --check factura.xml");
            System.exit(1);
        }
        String text = Files.readString(Path.of(args[1]));
        if (args[0].equals("--check")) {
            check(text);
        } else {
            System.out.println("<!-- build mode: see README for the JSON schema -->");
        }
    }

    static void check(String xml) {
        int errors = 0;
        if (!xml.contains("<cbc:ID>")) { System.out.println("BR-RO-010: invoice number missing"); errors++; }
        if (!xml.contains("<cbc:CountrySubentity>")) { System.out.println("BR-RO-100: county missing"); errors++; }
        BigDecimal net = amount(xml, "TaxExclusiveAmount");
        BigDecimal tax = amount(xml, "TaxAmount");
        BigDecimal gross = amount(xml, "TaxInclusiveAmount");
        if (net != null && tax != null && gross != null
                && net.add(tax).setScale(2, RoundingMode.HALF_UP).compareTo(gross) != 0) {
            System.out.println("BR-CO-15: totals do not add up"); errors++;
        }
        System.out.println(errors == 0 ? "OK" : errors + " error(s)");
    }

    static BigDecimal amount(String xml, String tag) {
        Matcher m = Pattern.compile("<cbc:" + tag + "[^>]*>([0-9.]+)</cbc:" + tag + ">").matcher(xml);
        return m.find() ? new BigDecimal(m.group(1)) : null;
    }
}
