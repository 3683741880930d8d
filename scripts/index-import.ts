import fs from 'node:fs';
import path from 'node:path';
import { parseHealthIndexFile } from '@immodesk/finance/indexation/domain/healthIndexFile';
import { isAppError } from '@immodesk/platform/errors';
import { runAdminCommand, UsageError } from './admin/adminServices';

/**
 * `npm run index:import -- <file.csv|file.json>`: adds Statbel health index months (base 2013 = 100) that continue
 * the stored series. Refuses the whole file on a gap, a month out of order, a value more than 5 % from the month
 * before, or a stored month given with another value.
 */
runAdminCommand('npm run index:import -- <file.csv|file.json>', async (services, [file]) => {
  if (!file) throw new UsageError('Name the CSV or JSON file with the months to add.');
  if (!fs.existsSync(file)) throw new UsageError(`No file ${file}.`);
  try {
    const added = await services.indexation.importHealthIndex(
      parseHealthIndexFile(path.basename(file), fs.readFileSync(file, 'utf8')),
    );
    if (added.length === 0)
      return 'Nothing new: every month in the file is already stored with the same value.';
    return `Added ${added.length} month(s): ${added.map((entry) => `${entry.month} ${entry.value}`).join(', ')}.`;
  } catch (error) {
    if (isAppError(error) && error.details)
      throw new UsageError(`Refused:\n${JSON.stringify(error.details.problems, null, 2)}`);
    throw error;
  }
});
