/** Plain-text tables for the terminal: columns padded to the widest cell, numbers to the right. */
export function tabela(
  cabecalho: readonly string[],
  linhas: readonly (readonly (string | number)[])[],
): string {
  const celulas = [cabecalho, ...linhas.map((l) => l.map(String))];
  const larguras = cabecalho.map((_, j) =>
    celulas.reduce((maior, l) => Math.max(maior, [...(l[j] ?? "")].length), 0),
  );
  const numerica = cabecalho.map(
    (_, j) => linhas.length > 0 && linhas.every((l) => typeof l[j] === "number"),
  );
  const formatar = (l: readonly string[]) =>
    l
      .map((v, j) => (numerica[j] ? v.padStart(larguras[j]) : v.padEnd(larguras[j])))
      .join("  ")
      .trimEnd();
  const separador = larguras.map((w) => "─".repeat(w)).join("  ");
  return [formatar(celulas[0]), separador, ...celulas.slice(1).map(formatar)].join("\n");
}
