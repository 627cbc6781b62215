/**
 * Web mode: the workbook comes from a file. The clerk picks it, drops it on the zone, or uses the
 * bundled sample edital. Nothing leaves the browser: the file is read in the page.
 */
import {
  Body1,
  Button,
  Caption1,
  makeStyles,
  mergeClasses,
  Spinner,
  tokens,
} from "@fluentui/react-components";
import { useId, useRef, useState } from "react";
import type { DragEvent } from "react";
import { useFluxo } from "../contexto";

const useEstilos = makeStyles({
  zona: {
    display: "flex",
    flexDirection: "column",
    alignItems: "flex-start",
    rowGap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThick} dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  arrastando: {
    border: `${tokens.strokeWidthThick} dashed ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorBrandBackground2,
  },
  botoes: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalS },
});

/** File types the pane opens. */
export const TIPOS_ACEITOS =
  ".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv";

export function Arquivo() {
  const estilos = useEstilos();
  const { estado, abrirArquivo, usarExemplo, ambiente } = useFluxo();
  const entrada = useRef<HTMLInputElement>(null);
  const idInstrucao = useId();
  const [arrastando, setArrastando] = useState(false);

  const soltar = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setArrastando(false);
    const arquivo = e.dataTransfer.files[0];
    if (arquivo) void abrirArquivo(arquivo);
  };

  return (
    <div
      className={mergeClasses(estilos.zona, arrastando && estilos.arrastando)}
      onDragOver={(e) => {
        e.preventDefault();
        setArrastando(true);
      }}
      onDragLeave={() => setArrastando(false)}
      onDrop={soltar}
      data-testid="zona-arquivo"
    >
      <Body1 id={idInstrucao}>
        Abra a planilha com o resultado do concurso (.xlsx ou .csv) ou arraste o arquivo para cá.
      </Body1>
      {/* Hidden from everyone (not only from sight): "Escolher arquivo…" is the one control the clerk
          uses; a visually hidden input would be read as a second, unlabelled button. */}
      <input
        ref={entrada}
        hidden
        type="file"
        accept={TIPOS_ACEITOS}
        onChange={(e) => {
          const arquivo = e.target.files?.[0];
          if (arquivo) void abrirArquivo(arquivo);
          e.target.value = "";
        }}
      />
      <div className={estilos.botoes}>
        <Button appearance="primary" aria-describedby={idInstrucao} onClick={() => entrada.current?.click()}>
          Escolher arquivo…
        </Button>
        {ambiente.buscarExemplo && <Button onClick={() => void usarExemplo()}>Usar exemplo</Button>}
      </div>
      {estado.lendo && <Spinner size="tiny" label="Lendo a planilha…" />}
      {estado.arquivo && !estado.lendo && (
        <Caption1>
          Arquivo aberto: <strong>{estado.arquivo}</strong>
        </Caption1>
      )}
    </div>
  );
}
