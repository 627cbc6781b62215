/**
 * What the pane needs from a browser that jsdom does not have, for the component tests that import it:
 * jsdom has no layout, hence no ResizeObserver (Fluent's Dialog only needs it to exist); its Blob and
 * File have no arrayBuffer() (browsers do): read them with FileReader, as jsdom offers.
 */
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

Blob.prototype.arrayBuffer ??= function (this: Blob) {
  return new Promise<ArrayBuffer>((pronto) => {
    const leitor = new FileReader();
    leitor.onload = () => pronto(leitor.result as ArrayBuffer);
    leitor.readAsArrayBuffer(this);
  });
};
