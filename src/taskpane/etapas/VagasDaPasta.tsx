/**
 * The vagas of each cargo read from a table of the workbook with Cargo and Vagas columns (and, if it
 * has them, the quadro the edital published per list), instead of typing them. When the vagas are
 * still blank, the first sheet or table that reads as such a table without errors is used at once.
 */
import { Caption1, Dropdown, Field, makeStyles, Option, tokens } from "@fluentui/react-components";
import { useEffect, useRef, useState } from "react";
import type { PortaPasta } from "../../adapters/porta";
import { LISTAS, type Cargo } from "../../engine/tipos";
import { chaveDoCargo } from "../../planilha/montarConcurso";
import { temErros, type Problema } from "../../planilha/problema";
import { lerVagasPorCargo } from "../../planilha/vagasPorCargo";
import { useFluxo } from "../contexto";
import type { Fonte, FormularioEdital } from "../estado";
import { chaveDaFonte } from "./Fonte";

const useEstilos = makeStyles({
  bloco: { display: "flex", flexDirection: "column", rowGap: tokens.spacingVerticalXS },
  erro: { color: tokens.colorPaletteRedForeground1 },
});

interface Origem {
  valor: string;
  texto: string;
  fonte: Fonte & { tipo: "tabela" | "intervalo" };
}

async function origensPossiveis(porta: PortaPasta, dosCandidatos: string): Promise<Origem[]> {
  const [tabelas, folhas] = await Promise.all([porta.listarTabelas(), porta.listarFolhas()]);
  const nossas = new Set(folhas.filter((f) => f.marca).map((f) => f.nome));
  const origens: Origem[] = [
    ...tabelas
      .filter((t) => !nossas.has(t.folha))
      .map((t) => ({
        valor: `tabela:${t.nome}`,
        texto: `Tabela ${t.nome}`,
        fonte: { tipo: "tabela" as const, nome: t.nome },
      })),
    ...folhas
      .filter((f) => !f.marca)
      .map((f) => ({
        valor: `folha:${f.nome}`,
        texto: `Folha ${f.nome}`,
        fonte: { tipo: "intervalo" as const, folha: f.nome },
      })),
  ];
  return origens.filter((o) => o.valor !== dosCandidatos);
}

async function lerOrigem(porta: PortaPasta, o: Origem) {
  const tabela =
    o.fonte.tipo === "tabela" ? await porta.lerTabela(o.fonte.nome) : await porta.lerIntervalo(o.fonte.folha);
  return lerVagasPorCargo(tabela);
}

/** The form with the vagas (and published quadro) of the cargos read, keyed as the data names them. */
export function comVagasLidas(
  f: FormularioEdital,
  lidos: readonly Cargo[],
  cargosDosDados: readonly string[],
): Partial<FormularioEdital> {
  const nomePorChave = new Map(cargosDosDados.map((c) => [chaveDoCargo(c), c]));
  const vagas = { ...f.vagas };
  const quadroPublicado = { ...f.quadroPublicado };
  for (const c of lidos) {
    const nome = nomePorChave.get(chaveDoCargo(c.id)) ?? c.id;
    vagas[nome] = String(c.vagas);
    if (c.quadroPublicado) {
      quadroPublicado[nome] = Object.fromEntries(
        LISTAS.filter((l) => c.quadroPublicado![l] !== undefined).map((l) => [
          l,
          String(c.quadroPublicado![l]),
        ]),
      );
    }
  }
  return { vagas, quadroPublicado };
}

export function VagasDaPasta() {
  const estilos = useEstilos();
  const { estado, despachar, porta, cargos, versaoDaPasta } = useFluxo();
  const [origens, setOrigens] = useState<Origem[]>([]);
  const [escolhida, setEscolhida] = useState<string>("");
  const [problemas, setProblemas] = useState<Problema[]>([]);
  const automatico = useRef(false);
  const formulario = useRef(estado.formulario);
  formulario.current = estado.formulario;
  const dosCandidatos = chaveDaFonte(estado.fonte);

  const aplicar = async (o: Origem, silencioso: boolean) => {
    if (!porta) return false;
    const lidas = await lerOrigem(porta, o);
    if (silencioso && (temErros(lidas.problemas) || lidas.cargos.length === 0)) return false;
    setEscolhida(o.valor);
    setProblemas(lidas.problemas);
    if (lidas.cargos.length > 0) {
      despachar({ tipo: "formulario", mudanca: comVagasLidas(formulario.current, lidas.cargos, cargos) });
    }
    return true;
  };

  useEffect(() => {
    if (!porta) return;
    let vivo = true;
    void origensPossiveis(porta, dosCandidatos).then(async (lista) => {
      if (!vivo) return;
      setOrigens(lista);
      // Vagas still blank: take them from the first table that reads as Cargo/Vagas, once.
      if (automatico.current || cargos.some((c) => (formulario.current.vagas[c] ?? "") !== "")) return;
      automatico.current = true;
      for (const o of lista) if (vivo && (await aplicar(o, true).catch(() => false))) break;
    });
    return () => {
      vivo = false;
    };
  }, [porta, versaoDaPasta, dosCandidatos, cargos]); // eslint-disable-line react-hooks/exhaustive-deps

  if (origens.length === 0) return null;
  const atual = origens.find((o) => o.valor === escolhida);
  const erros = problemas.filter((p) => p.gravidade === "erro");
  return (
    <div className={estilos.bloco}>
      <Field label="Ler as vagas de uma tabela da pasta (colunas Cargo e Vagas)">
        <Dropdown
          size="small"
          value={atual?.texto ?? ""}
          placeholder="Ou digite as vagas abaixo"
          selectedOptions={atual ? [atual.valor] : []}
          onOptionSelect={(_, d) => {
            const o = origens.find((x) => x.valor === d.optionValue);
            if (o) void aplicar(o, false);
          }}
        >
          {origens.map((o) => (
            <Option key={o.valor} value={o.valor}>
              {o.texto}
            </Option>
          ))}
        </Dropdown>
      </Field>
      {atual && erros.length === 0 && (
        <Caption1>Vagas lidas ({atual.texto}); pode corrigi-las abaixo.</Caption1>
      )}
      {erros.slice(0, 5).map((p, i) => (
        <Caption1 key={i} className={estilos.erro}>
          {p.mensagem}
        </Caption1>
      ))}
    </div>
  );
}
