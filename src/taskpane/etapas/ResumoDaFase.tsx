/**
 * What the Resultado step shows of a phase: per cargo, each list's number of places against how many go
 * on, the cut score, the tied at the cut, those counted in another list and the places left unused —
 * the same figures as the sheet "Fase - resumo".
 */
import {
  Caption1,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from "@fluentui/react-components";
import { forwardRef } from "react";
import { formatarNumero } from "../../engine/decimal";
import { SIGLA_DA_LISTA } from "../../engine/notas";
import type { ResumoDaFase as Resumo } from "../../pipeline/resumo";
import { Titulo } from "./Titulo";

const useEstilos = makeStyles({
  cargo: { display: "flex", flexDirection: "column", rowGap: tokens.spacingVerticalXS },
  numero: { fontVariantNumeric: "tabular-nums" },
});

export const ResumoDaFase = forwardRef<HTMLHeadingElement, { fase: Resumo[] }>(function ResumoDaFase(
  { fase },
  ref,
) {
  const estilos = useEstilos();
  return (
    <section aria-labelledby="titulo-resumo">
      <Titulo id="titulo-resumo" ref={ref}>
        Quem segue, por cargo e lista
      </Titulo>
      {fase.map((cargo) => (
        <div key={cargo.cargo} className={estilos.cargo}>
          <Text weight="semibold">{cargo.cargo}</Text>
          <Table size="extra-small" aria-label={`Quem segue no cargo ${cargo.cargo}`}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Lista</TableHeaderCell>
                <TableHeaderCell>Seguem</TableHeaderCell>
                <TableHeaderCell>Corte</TableHeaderCell>
                <TableHeaderCell>Em outra lista</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {cargo.listas.map((l) => (
                <TableRow key={l.lista}>
                  <TableCell>{SIGLA_DA_LISTA[l.lista]}</TableCell>
                  <TableCell className={estilos.numero}>
                    {l.limite === null ? `${l.seguem} (sem limite)` : `${l.seguem} de ${l.limite}`}
                    {l.empatados > 0 ? `, ${l.empatados} empatados no corte` : ""}
                    {l.semUso > 0 ? `, ${l.semUso} sem uso` : ""}
                  </TableCell>
                  <TableCell className={estilos.numero}>
                    {l.notaDeCorte === null ? "—" : formatarNumero(l.notaDeCorte)}
                  </TableCell>
                  <TableCell className={estilos.numero}>{l.contadosEmOutraLista}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      ))}
      <Caption1>
        Quem segue pela ampla concorrência consta também da lista reservada, sem ocupar lugar dela (Decreto
        12.536, art. 18).
      </Caption1>
    </section>
  );
});
