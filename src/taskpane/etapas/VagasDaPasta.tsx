/**
 * The vagas of each cargo read from a table of the workbook with Cargo and Vagas columns (and, if it
 * has them, the quadro the edital published per list), instead of typing them. When the vagas are
 * still blank, the first sheet or table that reads as such a table without errors is used at once.
 */
import { Caption1, Field, makeStyles, Option, tokens } from "@fluentui/react-components";
import { ListaSuspensa } from "./ListaSuspensa";
import { useEffect, useRef, useState } from "react";
import { LISTAS, type Cargo } from "../../engine/tipos";
import {
  escolherVagas,
  lerVagasDaOrigem,
  origensDasVagas,
  vagasUsaveis,
  type DosCandidatos,
  type OrigemDasVagas,
} from "../../pipeline/vagasDaPasta";
import { useFluxo } from "../contexto";
import type { Fonte, FormularioEdital } from "../estado";
import { chaveDoCargo, type Problema } from "../../pipeline";

const useEstilos = makeStyles({
  bloco: { display: "flex", flexDirection: "column", rowGap: tokens.spacingVerticalXS },
  erro: { color: tokens.colorPaletteRedForeground1 },
});

/** The candidates' own source, never a source of vagas. */
function dosCandidatos(fonte: Fonte | null): DosCandidatos {
  if (fonte?.tipo === "tabela") return { tabela: fonte.nome };
  if (fonte?.tipo === "intervalo") return { folha: fonte.folha };
  return {};
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
  const [origens, setOrigens] = useState<OrigemDasVagas[]>([]);
  const [escolhida, setEscolhida] = useState<string>("");
  const [problemas, setProblemas] = useState<Problema[]>([]);
  const [ambiguas, setAmbiguas] = useState<string[]>([]);
  const automatico = useRef(false);
  const formulario = useRef(estado.formulario);
  formulario.current = estado.formulario;
  const { tabela: tabelaDosCandidatos, folha: folhaDosCandidatos } = dosCandidatos(estado.fonte);

  const aplicar = async (o: OrigemDasVagas, silencioso: boolean) => {
    if (!porta) return false;
    const lidas = await lerVagasDaOrigem(porta, o);
    if (silencioso && !vagasUsaveis(lidas)) return false;
    setEscolhida(o.valor);
    setAmbiguas([]);
    setProblemas(lidas.problemas);
    if (lidas.cargos.length > 0) {
      despachar({ tipo: "formulario", mudanca: comVagasLidas(formulario.current, lidas.cargos, cargos) });
    }
    return true;
  };

  useEffect(() => {
    if (!porta) return;
    let vivo = true;
    void origensDasVagas(porta, { tabela: tabelaDosCandidatos, folha: folhaDosCandidatos }).then(
      async (lista) => {
        if (!vivo) return;
        setOrigens(lista);
        // Vagas still blank: take them, once, from the table that has the candidates' cargos (another
        // Cargo/Vagas table, a summary, is not theirs); two such tables: the clerk chooses.
        if (automatico.current || cargos.some((c) => (formulario.current.vagas[c] ?? "") !== "")) return;
        automatico.current = true;
        const escolha = await escolherVagas(porta, lista, cargos).catch(() => null);
        if (!vivo || !escolha) return;
        if ("ambiguas" in escolha) setAmbiguas(escolha.ambiguas.map((o) => o.texto));
        else await aplicar(escolha.origem, true).catch(() => false);
      },
    );
    return () => {
      vivo = false;
    };
  }, [porta, versaoDaPasta, tabelaDosCandidatos, folhaDosCandidatos, cargos]); // eslint-disable-line react-hooks/exhaustive-deps

  if (origens.length === 0) return null;
  const atual = origens.find((o) => o.valor === escolhida);
  const erros = problemas.filter((p) => p.gravidade === "erro");
  return (
    <div className={estilos.bloco}>
      <Field label="Ler as vagas de uma tabela da pasta (colunas Cargo e Vagas)">
        <ListaSuspensa
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
        </ListaSuspensa>
      </Field>
      {ambiguas.length > 0 && (
        <Caption1 className={estilos.erro}>
          {`${ambiguas.join(" e ")} têm os cargos dos candidatos: escolha acima de onde vêm as vagas, ou digite-as abaixo.`}
        </Caption1>
      )}
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
