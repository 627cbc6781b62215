/**
 * The open workbook's date system, as Excel itself reports it. A date in a cell is a serial number
 * counted from 1900 (Windows, the web, current Mac) or from 1904 (workbooks made by old Excel for Mac,
 * or with the option set): the same serial is a date 1,462 days (4 years) apart in the two systems.
 *
 * Office.js has no released property for it: `Workbook.use1904DateSystem` exists only as a preview API
 * (never in a numbered ExcelApi set, absent from @types/office-js 1.0.612 and office.js 1.1.110). So the
 * workbook is asked for DATA(1904;1;1) through the worksheet functions (`workbook.functions.date`,
 * ExcelApi 1.2, inside the manifest's 1.7): 0 in the 1904 system, 1462 in the 1900 one. Read-only, one
 * sync, nothing written.
 */

/** Serial of 01/01/1904 in the 1904 system (its day 0); in the 1900 system it is 1462. */
const SERIAL_DE_1904_NO_SISTEMA_1904 = 0;

/** True when the workbook counts dates from 1904; false in the 1900 system or when Excel cannot say. */
export async function pastaUsaDatas1904(): Promise<boolean> {
  if (!Office.context?.requirements?.isSetSupported("ExcelApi", "1.2")) return false;
  return Excel.run(async (contexto) => {
    const resultado = contexto.workbook.functions.date(1904, 1, 1);
    resultado.load("value");
    await contexto.sync();
    return resultado.value === SERIAL_DE_1904_NO_SISTEMA_1904;
  });
}
