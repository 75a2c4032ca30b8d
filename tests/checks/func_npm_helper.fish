# RUN: %minnow %s
# The helpers the npm and yarn completions source: the dependencies of the
# nearest package.json, under the names of fish 4 and of fish 3
# (__yarn_installed_packages, which the npm.fish of fish 3 calls).
set -l tmp (mktemp -d)
mkdir -p $tmp/app/src
printf '%s\n' '{' '  "name": "app",' '  "dependencies": {' '    "left-pad": "^1.3.0",' \
    '    "react": "^18.0.0"' '  },' '  "devDependencies": {' '    "typescript": "^5.0.0"' '  },' \
    '  "scripts": {' '    "build": "tsc"' '  }' '}' >$tmp/app/package.json
source $__fish_data_dir/functions/__fish_npm_helper.fish
cd $tmp/app/src
__npm_installed_local_packages
# CHECK: left-pad
# CHECK: react
# CHECK: typescript
__yarn_installed_packages
# CHECK: left-pad
# CHECK: react
# CHECK: typescript
__fish_npm_helper_scripts
# CHECK: build	tsc
# no package.json above: nothing, status 1
cd $tmp
__yarn_installed_packages
echo $status
# CHECK: 1
rm -rf $tmp
