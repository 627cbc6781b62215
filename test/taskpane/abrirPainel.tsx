/** The pane's steps rendered in Fluent's theme, and the clerk's mouse and keyboard (user-event). */
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Ambiente } from "../../src/taskpane/ambiente";
import { Etapas } from "../../src/taskpane/etapas/Etapas";

export function abrirPainel(ambiente: Ambiente): ReturnType<typeof userEvent.setup> {
  const usuario = userEvent.setup();
  render(
    <FluentProvider theme={webLightTheme}>
      <Etapas ambiente={ambiente} />
    </FluentProvider>,
  );
  return usuario;
}
