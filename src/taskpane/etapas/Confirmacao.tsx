/**
 * A dialog that asks before an action on the workbook (register a call, undo one): the title, what will
 * happen, the action and "Voltar". Kept mounted by its step while open: unmounted open, it would leave
 * the pane aria-hidden (tabster's modalizer).
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from "@fluentui/react-components";
import type { ReactNode } from "react";

export function Confirmacao({
  aberta,
  aoMudar,
  titulo,
  id,
  acao,
  aoConfirmar,
  children,
}: {
  aberta: boolean;
  aoMudar: (aberta: boolean) => void;
  titulo: string;
  /** The id of the content, which describes the dialog. */
  id: string;
  /** The primary button's label. */
  acao: string;
  aoConfirmar: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog open={aberta} onOpenChange={(_, d) => aoMudar(d.open)}>
      <DialogSurface aria-describedby={id}>
        <DialogBody>
          <DialogTitle>{titulo}</DialogTitle>
          <DialogContent id={id}>{children}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={aoConfirmar}>
              {acao}
            </Button>
            <Button onClick={() => aoMudar(false)}>Voltar</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
