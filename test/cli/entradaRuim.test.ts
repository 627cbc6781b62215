/**
 * Bad input to `cotas anotar`, as the clerk runs it (bin/cotas.cjs): always exit code 2 and one
 * Portuguese sentence, never a stack trace, never "erro inesperado", no output file.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const dir = mkdtempSync(join(tmpdir(), "entrada-ruim-"));
afterAll(() => rm(dir, { recursive: true, force: true }));
const EDITAL = "assets/exemplo-edital.json";
const PASTA = "assets/exemplo-edital.xlsx";

function anotar(...args: string[]) {
  const saida = join(dir, `saida-${Math.random().toString(16).slice(2)}.xlsx`);
  const r = spawnSync(process.execPath, ["bin/cotas.cjs", "anotar", ...args, "-o", saida], {
    encoding: "utf8",
  });
  return { ...r, saida };
}

function arquivo(nome: string, conteudo: string): string {
  const caminho = join(dir, nome);
  writeFileSync(caminho, conteudo);
  return caminho;
}

function esperarEntradaRuim(r: ReturnType<typeof anotar>, mensagem: RegExp): void {
  expect(r.stdout).toBe("");
  expect(r.stderr).toMatch(mensagem);
  expect(r.stderr).not.toMatch(/erro inesperado|\n\s+at |Error:/);
  expect(r.status).toBe(2);
  expect(existsSync(r.saida)).toBe(false);
}

describe("entrada ruim: código 2, uma frase, sem pilha", () => {
  it(".ods (ou .xls): diz para salvar como .xlsx", () => {
    esperarEntradaRuim(
      anotar(arquivo("planilha.ods", "PK\u0003\u0004 não é xlsx"), "--edital", EDITAL),
      /^cotas anotar: .*planilha\.ods não é uma pasta \.xlsx nem um arquivo \.csv; salve-o como \.xlsx/,
    );
  });

  it("--folha que não existe: diz quais folhas existem", () => {
    esperarEntradaRuim(
      anotar(PASTA, "--edital", EDITAL, "--folha", "Nope"),
      /^cotas anotar: a folha "Nope" não existe na pasta; as folhas são: "Candidatos"/,
    );
  });

  it("arquivo de entrada que não existe: em português, sem ENOENT", () => {
    const r = anotar(join(dir, "nada.xlsx"), "--edital", EDITAL);
    esperarEntradaRuim(r, /não foi possível ler .*nada\.xlsx: o arquivo não existe\n/);
    expect(r.stderr).not.toMatch(/ENOENT/);
  });

  it.each([
    ['{"edital": {"dataPublicacao": "2025-09-01"}, "cargos": 3}', /"cargos" deve ser uma lista/],
    ['{"edital": 5}', /"edital" deve ser um objeto/],
    [
      '{"edital": {"dataPublicacao": "2025-09-01"}, "cargos": [{"id": 1}]}',
      /cargos\[0\]\.id: informe o identificador do cargo/,
    ],
    ['{"edital": {"dataPublicacao": "2025-09-01"}, "leitura": []}', /"leitura" deve ser um objeto/],
  ])("escolhas salvas com forma errada (%s)", (json, mensagem) => {
    esperarEntradaRuim(anotar(PASTA, "--edital", arquivo(`e${Math.random()}.json`, json)), mensagem);
  });
});

describe("um CSV chamado History.csv", () => {
  it('é lido: a folha vira "History_" (o Excel reserva "History"), sem erro inesperado', () => {
    const csv = arquivo("History.csv", "Inscrição;Cargo;Nota final\n1;Analista;8\n2;Analista;7\n");
    const ed = arquivo(
      "ed-history.json",
      '{"dataPublicacao": "2025-09-01", "cargos": [{"id": "Analista", "vagas": 1}]}',
    );
    const r = anotar(csv, "--edital", ed);
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/Candidatos lidos da folha "History_": 2/);
  });
});
