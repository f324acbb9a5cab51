import { placeCountriesFunctionBody, countriesNamedIn } from '../packages/shared/src/place-countries.ts';
if (process.argv[2]) console.log(JSON.stringify(countriesNamedIn(process.argv[2]))); else process.stdout.write(placeCountriesFunctionBody());
