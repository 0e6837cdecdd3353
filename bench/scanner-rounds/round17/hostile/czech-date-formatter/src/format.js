const cs = require('../locale/cs-CZ.json');

function formatDateLong(d) {
  return `${d.getDate()}. ${cs.months_genitive[d.getMonth()]} ${d.getFullYear()}`;
}

function formatCurrency(n) {
  return new Intl.NumberFormat('cs-CZ', { style: 'currency', currency: 'CZK' }).format(n);
}

module.exports = { formatDateLong, formatCurrency };
