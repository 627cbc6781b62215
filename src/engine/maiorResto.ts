/**
 * Largest-remainder apportionment (método do maior resto), exact in integers: `total` units shared in
 * proportion to `pesos`; each share gets the whole part of its quota, and the units left go one by one
 * to the largest remainders. Ties: the larger weight first, then the earlier index, so the result never
 * depends on anything but the input. With `capacidades`, a share never passes its capacity and the
 * units it cannot take go on down the remainder order (in as many passes as needed). With `desempate`
 * (each share's place in a draw, lower first), equal remainders go by the draw instead of weight and
 * index (the grouped reserve, RULES § 2). With `minimos` (each at most its capacity, their sum at most
 * `total`), a share never falls below its minimum: it is raised to it, and the units it needs are taken
 * back one by one from the shares last in the remainder order — a grouped cargo keeps the reserved vagas
 * of the people already called in it when the group's reserve is computed again (RULES § 7.6).
 */
export function repartirPorMaiorResto(
  total: number,
  pesos: readonly number[],
  capacidades?: readonly number[],
  desempate?: readonly number[],
  minimos?: readonly number[],
): number[] {
  const somaPesos = pesos.reduce((s, p) => s + p, 0);
  const capacidade = (i: number) => capacidades?.[i] ?? Infinity;
  const folga = pesos.reduce((s, _, i) => s + capacidade(i), 0);
  if (total > 0 && (somaPesos === 0 || folga < total)) {
    throw new RangeError(`não há como repartir ${total} entre pesos ${pesos.join(", ")}`);
  }
  if (total === 0) return pesos.map(() => 0);
  const produtos = pesos.map((p) => total * p);
  if (!produtos.every(Number.isSafeInteger))
    throw new RangeError("repartição fora da aritmética inteira exata");
  const restos = produtos.map((p) => p % somaPesos);
  const partes = produtos.map((p, i) => Math.min((p - restos[i]) / somaPesos, capacidade(i)));
  const empate = desempate
    ? (a: number, b: number) => desempate[a] - desempate[b]
    : (a: number, b: number) => pesos[b] - pesos[a] || a - b;
  const ordem = pesos.map((_, i) => i).sort((a, b) => restos[b] - restos[a] || empate(a, b));
  let restante = total - partes.reduce((s, p) => s + p, 0);
  while (restante > 0) {
    for (const i of ordem) {
      if (restante === 0) break;
      if (partes[i] < capacidade(i)) {
        partes[i]++;
        restante--;
      }
    }
  }
  if (minimos) {
    let devidas = 0;
    partes.forEach((p, i) => {
      if (p >= minimos[i]) return;
      devidas += minimos[i] - p;
      partes[i] = minimos[i];
    });
    const deTras = [...ordem].reverse();
    while (devidas > 0) {
      let tirou = false;
      for (const i of deTras) {
        if (devidas === 0) break;
        if (partes[i] > minimos[i]) {
          partes[i]--;
          devidas--;
          tirou = true;
        }
      }
      if (!tirou) throw new RangeError(`os mínimos ${minimos.join(", ")} passam de ${total}`);
    }
  }
  return partes;
}
