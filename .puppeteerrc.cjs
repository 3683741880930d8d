module.exports = { skipDownload: true, executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' };
