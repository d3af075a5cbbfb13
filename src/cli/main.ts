console.log('wittenberg', process.argv.slice(2).join(' '));
